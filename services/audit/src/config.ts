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
});
export type AuditConfig = z.infer<typeof auditConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(auditConfigSchema, env);
