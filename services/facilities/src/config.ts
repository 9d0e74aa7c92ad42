import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@cs/service-kit';

export const facilitiesConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3002),
  /** Soft-deleted contracts older than this are purged for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** How often the retention purge runs. */
  TRASH_PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
});
export type FacilitiesConfig = z.infer<typeof facilitiesConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(facilitiesConfigSchema, env);
