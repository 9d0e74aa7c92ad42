import { toPaged } from '@cs/contracts';
import type { auditApi } from '@cs/contracts/http/audit';
import type { Handler, ServiceDeps } from '@cs/service-kit';
import { toAuditEntryResponse } from './audit-entry';
import { listAuditEntries } from './audit-log.repo';

/** Read-only: entries are immutable, no route changes or deletes them. */
export function auditLogHandlers(deps: ServiceDeps): { listAuditLog: Handler<typeof auditApi.listAuditLog> } {
  return {
    listAuditLog: async ({ query }) => {
      const { rows, total } = await listAuditEntries(deps.db, query);
      return toPaged(rows.map(toAuditEntryResponse), total, query);
    },
  };
}
