import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema } from '@cs/service-kit';

const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2 };

/** `512kb`, `1mb`, `2048` (bytes) → bytes. */
const byteSizeSchema = z
  .string()
  .regex(/^\s*\d+\s*(b|kb|mb)?\s*$/i, { message: 'must be a size such as 512kb or 1mb' })
  .transform((value) => {
    const [, amount, unit = 'b'] = /^\s*(\d+)\s*(b|kb|mb)?\s*$/i.exec(value)!;
    return Number(amount) * units[unit.toLowerCase()];
  });

/** Comma-separated browser origins (`scheme://host[:port]`); `null` and `*` are never allowed. */
const originListSchema = z
  .string()
  .transform((value) => value.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(
    z.array(
      z.string().refine((o) => /^https?:\/\/[^/\s]+$/.test(o) && o !== 'null', {
        message: 'each origin must look like https://host[:port] (no path, no *, no null)',
      }),
    ),
  );

/** A service's address, or its replicas' comma-separated (`http://a:3003,http://b:3003`: taken in turn). */
const upstreamUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.url({ message: 'each address must be a URL such as http://host:port' })).min(1, { message: 'needs at least one URL' }));

export const gatewayConfigSchema = baseConfigSchema.extend({
  GATEWAY_PORT: portSchema(8080),
  IDENTITY_URL: upstreamUrl('http://127.0.0.1:3001'),
  FACILITIES_URL: upstreamUrl('http://127.0.0.1:3002'),
  STAFFING_URL: upstreamUrl('http://127.0.0.1:3003'),
  AUDIT_URL: upstreamUrl('http://127.0.0.1:3004'),
  CORS_ORIGINS: originListSchema.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
  GATEWAY_BODY_LIMIT: byteSizeSchema.default(1024 ** 2),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Proxies in front of the gateway whose `X-Forwarded-For` is trusted (0: the socket address is the client). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Time a client has to send its request headers (node's `server.headersTimeout`; 408 after). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Time a client has to send its whole request body once the gateway reads it (408 after). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /** Requests of one client address in flight at once under `/api` (429 above). */
  MAX_CONCURRENT_REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).default(64),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const readConfig = (env?: Record<string, string | undefined>) => loadConfig(gatewayConfigSchema, env);
