import { toPaged } from '@cs/contracts';
import type { auditApi } from '@cs/contracts/http/audit';
import type { Handler, ServiceDeps } from '@cs/service-kit';
import { toTrashItemResponse } from './trash-item';
import { listTrashItems } from './trash.repo';

/** The trash list; restore and purge are served by the owning services. */
export function trashHandlers(deps: ServiceDeps): { listTrash: Handler<typeof auditApi.listTrash> } {
  return {
    listTrash: async ({ query }) => {
      const { rows, total } = await listTrashItems(deps.db, query);
      return toPaged(rows.map(toTrashItemResponse), total, query);
    },
  };
}
