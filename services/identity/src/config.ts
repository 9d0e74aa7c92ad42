import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, trashConfigSchema } from '@cs/service-kit';

const seconds = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(fallback);
const DAY = 86_400;

const identityConfigFields = baseConfigSchema.extend({
  PORT: portSchema(3001),
  /** Access-token lifetime; at most 15 minutes. */
  ACCESS_TOKEN_TTL_SECONDS: seconds(900, 30, 900),
  /** A refresh token unused for this long expires (idle timeout; each refresh starts it anew). */
  REFRESH_TOKEN_TTL_SECONDS: seconds(14 * DAY, 60),
  /** Absolute session lifetime: after this a new login is needed, however active the session. */
  SESSION_MAX_AGE_SECONDS: seconds(30 * DAY, 60),
  /** A rotated refresh token presented again within this window gets a sibling instead of a family revoke. */
  REFRESH_REUSE_GRACE_SECONDS: seconds(10, 0, 60),
  /** Browser origins allowed to call refresh and logout (the gateway's CORS allowlist). */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://127.0.0.1:5173')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Created on the first start with no users at all; both or neither. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12, { message: 'must be at least 12 characters' }).optional(),
  BOOTSTRAP_ADMIN_NAME: z.string().min(1).default('Administrator'),
  /**
   * Seals the private signing keys in the database (AES-256-GCM; any string of ≥ 32 characters,
   * e.g. `openssl rand -base64 32`; from a secret: SIGNING_KEY_ENCRYPTION_KEY_FILE). Unset: in the clear.
   */
  SIGNING_KEY_ENCRYPTION_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Opens keys but seals none: the previous key after a rotation, or the next one before it (docs/identity.md). */
  SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** A rotated key is in the JWKS this long before it signs (≥ the verifiers' JWKS refetch cooldown of 5 s; 0 for tests). */
  KEY_ACTIVATION_DELAY_SECONDS: seconds(60, 0, DAY),
  /** Failed logins per account from one address / per client address / per account from all addresses within the window before 429. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  LOGIN_ACCOUNT_TOTAL_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_WINDOW_SECONDS: seconds(900, 1),
  /** Soft-deleted users older than TRASH_RETENTION_DAYS are purged by a timer. */
  ...trashConfigSchema.shape,
  /** express `trust proxy`: whose X-Forwarded-For names the client address (the gateway's). */
  TRUST_PROXY: z.string().default('loopback'),
});

const bootstrapPair = (c: z.infer<typeof identityConfigFields>) => Boolean(c.BOOTSTRAP_ADMIN_EMAIL) === Boolean(c.BOOTSTRAP_ADMIN_PASSWORD);

export const identityConfigSchema = identityConfigFields
  .refine(bootstrapPair, {
    message: 'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD are set together or not at all',
    path: ['BOOTSTRAP_ADMIN_PASSWORD'],
  })
  .refine((c) => !c.SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED || Boolean(c.SIGNING_KEY_ENCRYPTION_KEY), {
    message: 'needs SIGNING_KEY_ENCRYPTION_KEY (the key that seals)',
    path: ['SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED'],
  });
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(identityConfigSchema, env);

/** Refresh cookies are Secure everywhere but on a developer's machine and in tests (plain http). */
export const secureCookies = (config: IdentityConfig) => config.NODE_ENV === 'production';
