import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@cs/service-kit';

export const auditConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(3004),
});
export type AuditConfig = z.infer<typeof auditConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(auditConfigSchema, env);
