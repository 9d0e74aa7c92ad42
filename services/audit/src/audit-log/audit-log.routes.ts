import type { auditApi } from '@cs/contracts/http/audit';
import { pageOf, type Handler, type ServiceDeps } from '@cs/service-kit';
import { toAuditEntryResponse } from './audit-entry';
import { listAuditEntries } from './audit-log.repo';

/** Read-only: entries are immutable, no route changes or deletes them. */
export function auditLogHandlers(deps: ServiceDeps): { listAuditLog: Handler<typeof auditApi.listAuditLog> } {
  return {
    listAuditLog: async ({ query }) => pageOf(await listAuditEntries(deps.db, query), toAuditEntryResponse, query),
  };
}
