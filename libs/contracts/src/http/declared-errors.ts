import type { z } from 'zod';
import { acceptsIdempotencyKey, idempotencyKeyCodes, type DeclaredError, type Operation } from './operation';

/**
 * The problem+json answers of one status an operation can give: the `code` values, the extension
 * members their bodies carry besides RFC 9457's, and what the status means for this operation.
 */
export interface ErrorSpec {
  status: number;
  codes: string[];
  extensions: Record<string, z.ZodType>;
  description?: string;
  /** Response headers that come with it (`Retry-After` on 429, `WWW-Authenticate` on 401). */
  headers: string[];
}

/** The code a bare status in `errors` stands for: what the service kit or the gateway sends. */
export const kitCodes: Record<number, string[]> = {
  401: ['UNAUTHORIZED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  408: ['REQUEST_TIMEOUT'],
  412: ['VERSION_MISMATCH'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  429: ['RATE_LIMITED', 'TOO_MANY_CONCURRENT_REQUESTS'],
  502: ['UPSTREAM_FAILED'],
  503: ['UPSTREAM_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
  504: ['UPSTREAM_TIMEOUT'],
};

/**
 * Every error an operation can answer, derived from its declaration: 400 always (validation, bad
 * encoding; malformed JSON with a body; a chunked body on DELETE from the gateway); 401 unless
 * public; 403 for module permissions; 408 (body too slow, from the gateway), 413 and 415 for every
 * body; 429 (rate or concurrency), 502, 503 (a service starting or down) and 504 from the gateway; plus the operation's own `errors` (a bare status means its kit code, see `kitCodes`).
 */
export function errorSpecs(op: Operation): ErrorSpec[] {
  const specs = new Map<number, ErrorSpec>();
  const add = (status: number, codes: readonly string[], more: Partial<DeclaredError> = {}) => {
    const spec = specs.get(status) ?? { status, codes: [], extensions: {}, headers: [] };
    for (const code of codes) if (!spec.codes.includes(code)) spec.codes.push(code);
    Object.assign(spec.extensions, more.extensions ?? {});
    if (more.description) spec.description = more.description;
    specs.set(status, spec);
  };
  add(400, ['VALIDATION_FAILED', 'BAD_REQUEST', ...(op.body ? ['MALFORMED_JSON'] : []), ...(op.method === 'delete' ? ['BODY_NOT_ALLOWED'] : [])]);
  if (op.permission !== 'public') add(401, kitCodes[401]);
  if (typeof op.permission === 'object') add(403, kitCodes[403]);
  if (op.body) add(408, kitCodes[408]), add(413, kitCodes[413]), add(415, kitCodes[415]);
  if (op.ifMatch) add(412, kitCodes[412]);
  if (acceptsIdempotencyKey(op)) {
    add(400, [idempotencyKeyCodes.invalid]);
    add(409, [idempotencyKeyCodes.inUse]);
    add(422, [idempotencyKeyCodes.reused]);
  }
  for (const status of [429, 502, 503, 504]) add(status, kitCodes[status]);
  for (const entry of op.errors ?? []) {
    if (typeof entry === 'number') {
      const codes = kitCodes[entry];
      if (!codes) throw new Error(`${op.method.toUpperCase()} ${op.path}: status ${entry} has no kit code; declare its codes`);
      add(entry, codes);
    } else {
      add(entry.status, entry.codes, entry);
    }
  }
  for (const spec of specs.values()) {
    if (spec.status === 401) spec.headers.push('WWW-Authenticate');
    if (spec.status === 429 || spec.status === 503 || (spec.status === 409 && spec.codes.includes(idempotencyKeyCodes.inUse))) spec.headers.push('Retry-After');
  }
  return [...specs.values()].sort((a, b) => a.status - b.status);
}

/** Every code an operation declares, for any status. */
export const declaredCodes = (op: Operation): Set<string> => new Set(errorSpecs(op).flatMap((spec) => spec.codes));
