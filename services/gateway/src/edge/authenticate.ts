import type { Request, RequestHandler, Response } from 'express';
import { ownedOperations } from '@cs/contracts/http/index';
import { bearerToken, sendProblem, type AppError, type TokenVerifier } from '@cs/service-kit';

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

/** 401 for a missing or rejected token; a rejection is logged as a security event. */
function refuse(req: Request, res: Response, error?: unknown) {
  if (error === undefined) return sendProblem(res, 401, 'UNAUTHORIZED', 'A valid bearer token is required.', { headers: challenge });
  const detail = (error as AppError).status === 401 ? (error as AppError).message : 'The access token is invalid.';
  req.log?.info({ event: 'security.token_rejected', path: req.path }, detail);
  sendProblem(res, 401, 'UNAUTHORIZED', detail, { headers: challenge });
}

/**
 * Everything under `/api` needs a valid access token (same verifier as the services: pinned
 * algorithm, issuer, audience, expiry, `typ`) except the public routes. No permission check here:
 * the services authorize. The verification's promise is handed back to express, which passes an
 * error thrown further down to the error handler.
 */
export function authenticate(verify: TokenVerifier): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (!path.startsWith('/api/') || isPublic(req.method, path)) return next();
    const token = bearerToken(req.headers.authorization);
    if (!token) return refuse(req, res);
    return verify(token).then(
      () => next(),
      (error: unknown) => refuse(req, res, error),
    );
  };
}
