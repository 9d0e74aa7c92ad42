import { z } from 'zod';

/** Settings of every service that owns a trash; spread into the service's config schema. */
export const trashConfigSchema = z.object({
  /** Soft-deleted records older than this many days are purged for good. */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** How often the retention purge runs (and once at start). */
  TRASH_PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
});
export type TrashConfig = z.infer<typeof trashConfigSchema>;
