import { createApp, finishApp, mountOperations, type ServiceDeps } from '@cs/service-kit';
import { auditApi } from '@cs/contracts/http/audit';
import { auditLogHandlers } from './audit-log/audit-log.routes';
import { trashHandlers } from './trash/trash.routes';
import type { AuditConfig } from './config';

/** The audit HTTP app (audit log and trash list, both read-only); never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: AuditConfig) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  mountOperations(app, auditApi, { ...auditLogHandlers(deps), ...trashHandlers(deps) }, deps.verify);
  return finishApp(app, deps.logger);
}
