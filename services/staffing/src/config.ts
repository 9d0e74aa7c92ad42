import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@cs/service-kit';

export const staffingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3003),
  /** Soft-deleted records older than this many days are purged for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often the retention purge runs. */
  TRASH_PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
});
export type StaffingConfig = z.infer<typeof staffingConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(staffingConfigSchema, env);
