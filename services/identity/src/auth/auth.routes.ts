import type { Request, Response } from 'express';
import { authApi, type TokenResponse } from '@cs/contracts/http/identity';
import type { Handlers, Logger } from '@cs/service-kit';
import { secureCookies } from '../config';
import type { IdentityDeps } from '../identity-deps';
import { rotateSigningKey } from '../keys/rotate-signing-key';
import { changePassword } from './change-password';
import { ensureCookieRequestAllowed } from './cookie-request-guard';
import { getMe } from './get-me';
import type { Caller } from './caller';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { refreshSession } from './refresh-session';
import type { IssuedRefreshToken } from '../sessions/issue-refresh-token';

const callerOf = ({ req, requestId, log }: { req: Request; requestId: string; log: Logger }): Caller => ({ address: req.ip ?? 'unknown', requestId, log });

export function authHandlers(deps: IdentityDeps): Handlers<typeof authApi> {
  const secure = secureCookies(deps.config);
  const session = (res: Response, { tokens, refresh }: { tokens: TokenResponse; refresh: IssuedRefreshToken }) => {
    res.setHeader('Cache-Control', 'no-store');
    setRefreshCookie(res, refresh.token, refresh.maxAgeSeconds, secure);
    return tokens;
  };
  return {
    login: async (ctx) => session(ctx.res, await logIn(deps, ctx.body, callerOf(ctx))),
    refresh: async (ctx) => {
      ensureCookieRequestAllowed(ctx.req, deps.config.CORS_ORIGINS);
      try {
        return session(ctx.res, await refreshSession(deps, readRefreshCookie(ctx.req), callerOf(ctx)));
      } catch (error) {
        clearRefreshCookie(ctx.res, secure);
        throw error;
      }
    },
    logout: async (ctx) => {
      ensureCookieRequestAllowed(ctx.req, deps.config.CORS_ORIGINS);
      await logOut(deps, readRefreshCookie(ctx.req), callerOf(ctx));
      clearRefreshCookie(ctx.res, secure);
    },
    me: ({ principal }) => getMe(deps.db, principal),
    changePassword: (ctx) => changePassword(deps, ctx.principal, ctx.body, readRefreshCookie(ctx.req), callerOf(ctx)),
    rotateSigningKey: ({ principal, requestId }) => rotateSigningKey(deps, principal, requestId),
  };
}
