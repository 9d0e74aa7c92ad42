import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, trashConfigSchema } from '@cs/service-kit';
import { isValidTimeZone } from './working-time';

export const staffingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3003),
  ...trashConfigSchema.shape,
  /** IANA time zone of duty times (wall clock); every duration is real elapsed time in it. */
  PLANNING_TIME_ZONE: z.string().default('Europe/Berlin').refine(isValidTimeZone, { message: 'unknown time zone' }),
});
export type StaffingConfig = z.infer<typeof staffingConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(staffingConfigSchema, env);
