import { Counter, defineMetrics } from '@cs/service-kit';

/**
 * Identity's login series (docs/operations.md, "Metrics"): logins by outcome, and attempts the
 * login throttle refused with 429 before any password was checked (those are not in the logins).
 */
export const loginMetrics = defineMetrics((registers) => {
  const logins = new Counter({
    name: 'identity_logins_total',
    help: 'Password checks of POST /api/auth/login by outcome: success, or failure (unknown email, wrong password or deactivated account alike).',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['success', 'failure']) logins.inc({ outcome }, 0);
  const throttled = new Counter({
    name: 'identity_login_throttled_total',
    help: 'Login attempts refused with 429 TOO_MANY_LOGIN_ATTEMPTS by the login throttle, before the password was checked.',
    registers,
  });
  return { logins, throttled };
});
