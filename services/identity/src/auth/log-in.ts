import { AppError, unauthorized } from '@cs/service-kit';
import type { LoginRequest, TokenResponse } from '@cs/contracts/http/identity';
import type { IdentityDeps } from '../identity-deps';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../passwords/password-hash';
import { findUserByEmail, replacePasswordHashSilently, touchLastLogin } from '../users/users.repo';
import type { Caller } from './caller';
import { accessClaimsOf, issueAccessToken } from './issue-access-token';
import { startSession, type IssuedRefreshToken } from '../sessions/issue-refresh-token';
import { loginMetrics } from './login-metrics';

/** One message for every failure: unknown email, wrong password, deactivated account. */
export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

/**
 * Reserves a password check with the throttle (429 when none is left), checks the password (argon2id; an unknown email is checked against a dummy hash so it takes as
 * long), then starts a session: a new refresh-token family and an access token.
 */
export async function logIn(deps: IdentityDeps, body: LoginRequest, caller: Caller): Promise<{ tokens: TokenResponse; refresh: IssuedRefreshToken }> {
  const counted = loginMetrics(deps.metrics);
  const attempt = await deps.throttle.reserve(body.email, caller.address).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'TOO_MANY_LOGIN_ATTEMPTS') counted.throttled.inc();
    throw error;
  });
  const user = await findUserByEmail(deps.db, body.email);
  const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk || !user.active) {
    const reason = !user ? 'unknown email' : !passwordOk ? 'wrong password' : 'deactivated user';
    caller.log.info({ event: 'security.login_failed', reason, userId: user?.id }, 'login failed');
    await attempt.failed(caller.log);
    counted.logins.inc({ outcome: 'failure' });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  counted.logins.inc({ outcome: 'success' });
  if (needsRehash(user.passwordHash)) await replacePasswordHashSilently(deps.db, user.id, await hashPassword(body.password));
  const { refresh, claims } = await deps.db.transaction(async (tx) => {
    await touchLastLogin(tx, user.id);
    return { refresh: await startSession(tx, deps.config, user.id), claims: await accessClaimsOf(tx, user) };
  });
  caller.log.info({ event: 'security.login', userId: user.id }, 'logged in');
  return { tokens: await issueAccessToken(deps, claims), refresh };
}
