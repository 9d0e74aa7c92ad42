import type { Request, Response } from 'express';
import { parseCookie, stringifySetCookie } from 'cookie';

export const REFRESH_COOKIE = 'refresh_token';
/** The cookie goes only to the auth endpoints, never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function readRefreshCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[REFRESH_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

const attributes = (secure: boolean) => ({ httpOnly: true, secure, sameSite: 'strict' as const, path: REFRESH_COOKIE_PATH });

export function setRefreshCookie(res: Response, token: string, maxAgeSeconds: number, secure: boolean) {
  res.append('Set-Cookie', stringifySetCookie(REFRESH_COOKIE, token, { ...attributes(secure), maxAge: maxAgeSeconds }));
}

export function clearRefreshCookie(res: Response, secure: boolean) {
  res.append('Set-Cookie', stringifySetCookie(REFRESH_COOKIE, '', { ...attributes(secure), maxAge: 0, expires: new Date(0) }));
}
