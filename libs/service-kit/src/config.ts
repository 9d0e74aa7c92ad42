import { z } from 'zod';
import { tracingConfigShape } from './tracing/tracing-config';
import { settingsWithFiles } from './config-files';

/** Settings every service shares; each service extends this in its own `config.ts`. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** Completes DATABASE_URL (which then carries no password): kept apart so it can come from a secret file. */
  DATABASE_PASSWORD: z.string().min(1).optional(),
  /** Connections per service process to the PostgreSQL server (not used with embedded PGlite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Pipelined connections per service process for short hot reads such as the check preview (pipelined-pool.ts); 0: those take pool connections. */
  DATABASE_PIPELINES: z.coerce.number().int().min(0).max(16).default(1),
  /** Seconds a starting service waits for the PostgreSQL server and NATS to answer before it gives up (until-reachable.ts). */
  STARTUP_WAIT_SECONDS: z.coerce.number().min(0).max(3_600).default(60),
  DATA_DIR: z.string().default('.data'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Replicas of a JetStream stream this service creates (3 on a three-node cluster; 1 on a single server). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  JWT_ISSUER: z.string().default('care-staffing-identity'),
  JWT_AUDIENCE: z.string().default('care-staffing-api'),
  JWKS_URL: z.string().url().default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Verifiers refuse access tokens whose `exp − iat` exceeds this (identity issues at most 900 s). */
  ACCESS_TOKEN_MAX_LIFETIME_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  BODY_LIMIT: z.string().default('100kb'),
  /** `/health/ready` reports the outbox `degraded` once an event waits longer than this to be published. */
  OUTBOX_STALE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Seconds a stopping process keeps answering — not ready, each answer closing its connection —
   * before it closes its listener (docs/operations.md, "Rolling restarts"); 0: it closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Port of the management listener serving `GET /metrics` (0: a free port); unset or empty: no metrics listener (docs/operations.md, "Metrics"). */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  /** Address the metrics listener binds to; unset: `HOST`. */
  METRICS_HOST: z.string().min(1).optional(),
  /** Trace export (OpenTelemetry, off unless an endpoint is set): tracing/tracing-config.ts. */
  ...tracingConfigShape,
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/**
 * Parses the environment once at start; every problem is named, nothing starts on a bad setting.
 * A setting may come from a file (`NAME_FILE`, config-files.ts); DATABASE_PASSWORD goes into DATABASE_URL.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const files = settingsWithFiles(schema, env);
  if (files.problems.length > 0) throw new ConfigError(`Invalid configuration:\n${files.problems.join('\n')}`);
  const result = schema.safeParse(withDatabasePassword(files.env));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** DATABASE_URL with DATABASE_PASSWORD as its password (percent-encoded); unchanged when either is missing. */
function withDatabasePassword(env: Record<string, string | undefined>) {
  const { DATABASE_URL: url, DATABASE_PASSWORD: password } = env;
  if (!url || !password || !URL.canParse(url)) return env;
  const parsed = new URL(url);
  if (parsed.password) throw new ConfigError('Invalid configuration:\n  DATABASE_PASSWORD: DATABASE_URL has a password already; give it in one place');
  parsed.password = encodeURIComponent(password);
  return { ...env, DATABASE_URL: parsed.toString() };
}

/** Port settings: an integer 0–65535 (0 picks a free port). */
export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
