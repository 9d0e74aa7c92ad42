import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ownedOperations } from '@cs/contracts/http/index';
import { AppError, bearerToken, type TokenVerifier, type VerifiedToken } from '@cs/service-kit';
import type { EdgeStep } from './edge-step';
import { answerProblem } from './edge-headers';
import { requestPath } from './request-context';

/** The gateway's own public endpoints: the OpenAPI document and the reference page. */
const gatewayPublicRoutes = ['GET /api/openapi.json', 'HEAD /api/openapi.json', 'GET /api/docs', 'HEAD /api/docs'];

/** `METHOD path` of every operation the contracts declare `public` (a public path cannot hold a parameter). */
const publicOperations = () =>
  ownedOperations
    .filter(({ operation }) => operation.permission === 'public')
    .map(({ name, operation: { method, path } }) => {
      if (path.includes('{')) throw new Error(`Public operation ${name} (${path}) must not have path parameters`);
      return `${method.toUpperCase()} ${path}`;
    });

/** What passes the gateway without a token (`METHOD path`, trailing slash ignored), derived once at start. */
export const publicRoutes: readonly string[] = [...publicOperations(), ...gatewayPublicRoutes];

/** The public routes as path → methods, so the check per request is one lookup, with no string built. */
const publicMethods = new Map<string, Set<string>>();
for (const route of publicRoutes) {
  const [method, path] = route.split(' ');
  publicMethods.set(path, (publicMethods.get(path) ?? new Set()).add(method));
}

/** The reference page's own static assets are public too. */
const isDocsAsset = (method: string, path: string) => (method === 'GET' || method === 'HEAD') && path.startsWith('/api/docs/');

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export const isPublic = (method: string, path: string) =>
  publicMethods.get(withoutTrailingSlash(path))?.has(method) === true || isDocsAsset(method, path);

const challenge = { 'WWW-Authenticate': 'Bearer realm="care-staffing"' };

/**
 * 401 for a missing or rejected token; a rejection is logged as a security event. A token that
 * could not be verified because the signing keys were unreachable is not rejected: 503 with the
 * verifier's `Retry-After`, logged as the outage it is.
 */
function refuse(req: IncomingMessage, res: ServerResponse, error?: unknown) {
  if (error === undefined) return answerProblem(res, 401, 'UNAUTHORIZED', 'A valid bearer token is required.', { headers: challenge });
  if (error instanceof AppError && error.status === 503) {
    req.log?.warn({ event: 'auth.keys_unavailable', path: requestPath(req) }, error.message);
    return answerProblem(res, 503, error.code, error.message, error.extra);
  }
  const detail = (error as AppError).status === 401 ? (error as AppError).message : 'The access token is invalid.';
  req.log?.info({ event: 'security.token_rejected', path: requestPath(req) }, detail);
  answerProblem(res, 401, 'UNAUTHORIZED', detail, { headers: challenge });
}

const BEARER = 'Bearer ';

const lastHeader = Symbol('lastAuthorization');
const lastToken = Symbol('lastVerifiedToken');
type Remembering = Socket & { [lastHeader]?: string; [lastToken]?: VerifiedToken };

/**
 * Whether `header` carries a token the verifier has verified before, still unexpired and not
 * revoked (synchronously, no promise). Each connection remembers the `Authorization` of its last
 * request that passed this way: a client sends the same token on every request of a keep-alive
 * connection, and comparing the header with that one costs far less than looking the token (≈ 700
 * characters) up in the verifier's cache, which hashes the whole string each time. Expiry and
 * revocation are checked again on every request all the same (`stillValid`); a different header
 * is looked up as before. Only a header that is exactly `Bearer <token>` can hit: any other form
 * goes through `bearerToken` and the verifier.
 */
function knownToken(verify: TokenVerifier, req: IncomingMessage, header: string | undefined): boolean {
  if (header === undefined) return false;
  const socket = req.socket as Remembering;
  if (header === socket[lastHeader] && socket[lastToken]!.stillValid()) return true;
  if (verify.known === undefined || !header.startsWith(BEARER)) return false;
  const known = verify.known(header.slice(BEARER.length));
  if (known === undefined) return false;
  socket[lastHeader] = header;
  socket[lastToken] = known;
  return true;
}

/**
 * Everything under `/api` needs a valid access token (same verifier as the services: pinned
 * algorithm, issuer, audience, expiry, `typ`, revocations) except the public routes. No permission
 * check here: the services authorize. A token verified before passes synchronously; otherwise the
 * verification's promise is handed back to the caller, which passes an error thrown further down
 * to the error handler.
 */
export function authenticate(verify: TokenVerifier): EdgeStep {
  return (req, res, next) => {
    const path = requestPath(req);
    const method = req.method ?? 'GET';
    if (!path.startsWith('/api/') || isPublic(method, path)) return next();
    const header = req.headers.authorization;
    if (knownToken(verify, req, header)) return next();
    const token = bearerToken(header);
    if (!token) return refuse(req, res);
    return verify(token).then(
      () => next(),
      (error: unknown) => refuse(req, res, error),
    );
  };
}
