import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, trashConfigSchema } from '@cs/service-kit';

export const facilitiesConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3002),
  ...trashConfigSchema.shape,
});
export type FacilitiesConfig = z.infer<typeof facilitiesConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(facilitiesConfigSchema, env);
