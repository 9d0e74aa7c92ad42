import { z } from 'zod';

/**
 * Response headers the system sends, registered once as components (`header.id`) so every
 * response that carries one refers to the same description.
 */
const header = (id: string, description: string, schema: z.ZodType = z.string()) => schema.meta({ description, header: { id } });

export const responseHeaders = {
  ETag: header('ETag', 'The record’s version as a strong entity tag, e.g. `"3"`; send it back in `If-Match`.', z.string().regex(/^"\d+"$/)),
  'Retry-After': header('Retry-After', 'Seconds to wait before trying again.', z.string().regex(/^\d+$/)),
  'WWW-Authenticate': header('WWW-Authenticate', 'The bearer challenge, e.g. `Bearer realm="care-staffing"` (sent by the gateway when the token is missing or invalid).'),
  'Content-Disposition': header('Content-Disposition', 'A download: `attachment; filename="…"; filename*=UTF-8\'\'…` with the file’s name.'),
  'Idempotent-Replayed': header(
    'Idempotent-Replayed',
    '`true` on the stored answer of an earlier request with the same `Idempotency-Key` (the work was done once, then).',
    z.literal('true'),
  ),
  Allow: header('Allow', 'The methods the path supports, e.g. `GET, HEAD, POST`.'),
  'Set-Cookie': header(
    'Set-Cookie-Refresh',
    'The refresh token: `refresh_token=…; Path=/api/auth; HttpOnly; SameSite=Strict` (`Secure` in production); cleared with an expired cookie on logout.',
  ),
} as const;

export type ResponseHeaderName = keyof typeof responseHeaders;

export const headersObject = (names: ResponseHeaderName[]) =>
  names.length === 0 ? undefined : z.object(Object.fromEntries(names.map((name) => [name, responseHeaders[name].optional()])));
