import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, trashConfigSchema } from '@cs/service-kit';

export const staffingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3003),
  ...trashConfigSchema.shape,
});
export type StaffingConfig = z.infer<typeof staffingConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(staffingConfigSchema, env);
