import type { RequestHandler } from 'express';
import { bearerToken, sendProblem, type AppError, type TokenVerifier } from '@cs/service-kit';

/** What passes the gateway without a token (`METHOD path`, trailing slash ignored). */
export const publicRoutes = new Set([
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'GET /api/docs',
  'HEAD /api/docs',
]);

/** The reference page's own static assets are public too. */
const isDocsAsset = (method: string, path: string) => (method === 'GET' || method === 'HEAD') && path.startsWith('/api/docs/');

export const isPublic = (method: string, path: string) =>
  publicRoutes.has(`${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`) || isDocsAsset(method, path);

const challenge = { 'WWW-Authenticate': 'Bearer realm="care-staffing"' };

/**
 * Everything under `/api` needs a valid access token (same verifier as the services: pinned
 * algorithm, issuer, audience, expiry, `typ`) except the public routes. No permission check here:
 * the services authorize.
 */
export function authenticate(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    if (!req.path.startsWith('/api/') || isPublic(req.method, req.path)) return next();
    const token = bearerToken(req.headers.authorization);
    if (!token) return sendProblem(res, 401, 'UNAUTHORIZED', 'A valid bearer token is required.', { headers: challenge });
    try {
      await verify(token);
      next();
    } catch (error) {
      const detail = (error as AppError).status === 401 ? (error as AppError).message : 'The access token is invalid.';
      req.log?.info({ event: 'security.token_rejected', path: req.path }, detail);
      sendProblem(res, 401, 'UNAUTHORIZED', detail, { headers: challenge });
    }
  };
}
