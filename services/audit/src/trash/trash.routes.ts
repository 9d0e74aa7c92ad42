import type { auditApi } from '@cs/contracts/http/audit';
import { pageOf, type Handler, type ServiceDeps } from '@cs/service-kit';
import { toTrashItemResponse } from './trash-item';
import { listTrashItems } from './trash.repo';

/** The trash list; restore and purge are served by the owning services. */
export function trashHandlers(deps: ServiceDeps): { listTrash: Handler<typeof auditApi.listTrash> } {
  return {
    listTrash: async ({ query }) => pageOf(await listTrashItems(deps.db, query), toTrashItemResponse, query),
  };
}
