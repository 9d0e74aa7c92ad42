import { z } from 'zod';
import { tracingConfigShape } from './tracing/tracing-config';

/** Settings every service shares; each service extends this in its own `config.ts`. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections per service process to the PostgreSQL server (not used with embedded PGlite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('.data'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  JWT_ISSUER: z.string().default('care-staffing-identity'),
  JWT_AUDIENCE: z.string().default('care-staffing-api'),
  JWKS_URL: z.string().url().default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Verifiers refuse access tokens whose `exp − iat` exceeds this (identity issues at most 900 s). */
  ACCESS_TOKEN_MAX_LIFETIME_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  BODY_LIMIT: z.string().default('100kb'),
  /** `/health/ready` reports the outbox `degraded` once an event waits longer than this to be published. */
  OUTBOX_STALE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Port of the management listener serving `GET /metrics` (0: a free port); unset or empty: no metrics listener (docs/operations.md, "Metrics"). */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  /** Address the metrics listener binds to; unset: `HOST`. */
  METRICS_HOST: z.string().min(1).optional(),
  /** Trace export (OpenTelemetry, off unless an endpoint is set): tracing/tracing-config.ts. */
  ...tracingConfigShape,
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start; every problem is named, nothing starts on a bad setting. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Port settings: an integer 0–65535 (0 picks a free port). */
export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
