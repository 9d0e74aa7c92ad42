import { fileURLToPath } from 'node:url';
import { startService } from '@cs/service-kit';
import { buildApp } from './app';
import type { AuditConfig } from './config';
import { startAuditConsumers } from './handlers/start-audit-consumers';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts the audit service: migrated database, `audit-all` consumers on every stream, HTTP. */
export function startAudit(config: AuditConfig) {
  return startService({ name: 'audit', config, migrationsFolder, compose: async (deps) => {
    const consumers = await startAuditConsumers(deps, {
      concurrency: config.CONSUMER_CONCURRENCY,
      maxAttempts: config.CONSUMER_MAX_ATTEMPTS,
      retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
    });
    return { app: buildApp(deps, config, consumers), background: consumers };
  } });
}
