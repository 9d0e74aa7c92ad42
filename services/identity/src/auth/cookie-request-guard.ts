import type { Request } from 'express';
import { AppError } from '@cs/service-kit';

/**
 * CSRF defence for the cookie-authenticated endpoints (refresh, logout). A cross-site form post
 * cannot set a custom header, and a cross-origin fetch that sets one is preflighted and carries an
 * Origin: so the request needs a non-empty `X-Requested-With`, and an `Origin`, when present, must
 * be on the allowlist. (No Origin with the header: a non-browser client, which has no ambient cookies to abuse.)
 */
export function ensureCookieRequestAllowed(req: Request, allowedOrigins: string[]) {
  const marker = req.headers['x-requested-with'];
  if (typeof marker !== 'string' || marker.trim() === '') {
    throw new AppError(403, 'CSRF_HEADER_REQUIRED', 'This endpoint needs the header X-Requested-With.');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) {
    throw new AppError(403, 'ORIGIN_NOT_ALLOWED', 'Requests from this origin are not allowed.');
  }
}
