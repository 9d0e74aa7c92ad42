import { createApp, finishApp, mountOwnedApis, parkedEventsHandlers, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { apiOwners } from '@cs/contracts/http/owners';
import { auditParkedEventsApi } from '@cs/contracts/http/admin';
import { recordOwnEvent } from './handlers/record-own-event';
import { auditLogHandlers } from './audit-log/audit-log.routes';
import { trashHandlers } from './trash/trash.routes';
import type { AuditConfig } from './config';

/** The audit HTTP app (audit log and trash list, both read-only); never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: AuditConfig, consumers: readonly RunningConsumer[] = []) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  const handlers = {
    auditApi: { ...auditLogHandlers(deps), ...trashHandlers(deps) },
    // Audit publishes no stream: its own replays go straight into its log.
    auditParkedEventsApi: parkedEventsHandlers(auditParkedEventsApi, { ...deps, consumers: () => consumers, context: 'audit', record: recordOwnEvent }),
  };
  mountOwnedApis(app, apiOwners.audit, handlers, deps.verify);
  return finishApp(app, deps.logger);
}
