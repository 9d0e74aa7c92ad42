import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@cs/service-kit';

export const auditConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3004),
  /**
   * Events handled at once per stream. Entries do not depend on order (keyed by event id, listed by
   * time) and trash changes are serialised per record, so a backlog drains several times faster
   * than one by one (bench/audit.bench.ts). 1 = strictly one after the other.
   */
  CONSUMER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Deliveries before an event whose handler keeps failing (not a database outage) is parked. */
  CONSUMER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(12),
  /** First retry delay of a failed event in ms; doubles per attempt up to one minute. */
  CONSUMER_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(500),
});
export type AuditConfig = z.infer<typeof auditConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(auditConfigSchema, env);
