import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type Logger } from '@cs/service-kit';

export interface LoginThrottle {
  /** Throws 429 (with Retry-After) while the account or the client address has too many recent failures. */
  check(account: string, address: string): Promise<void>;
  /** Counts a failed attempt for both; logs a security event (on the request's logger) when one reaches its limit. */
  fail(account: string, address: string, log: Logger): Promise<void>;
  /** A successful login clears the account's failures (the address keeps its count). */
  succeed(account: string): Promise<void>;
}

export interface ThrottleLimits {
  accountMaxFailures: number;
  addressMaxFailures: number;
  windowSeconds: number;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Failed-login counters per account and per client address, in memory (per replica): a fixed
 * window of `windowSeconds` starting at the first failure.
 */
export function createLoginThrottle(limits: ThrottleLimits): LoginThrottle {
  const limiters = {
    account: new RateLimiterMemory({ keyPrefix: 'login-account', points: limits.accountMaxFailures, duration: limits.windowSeconds }),
    address: new RateLimiterMemory({ keyPrefix: 'login-address', points: limits.addressMaxFailures, duration: limits.windowSeconds }),
  };
  const max = { account: limits.accountMaxFailures, address: limits.addressMaxFailures };

  const tooMany = (res: RateLimiterRes) => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', `Too many failed attempts. Try again in ${seconds} seconds.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  };

  return {
    async check(account, address) {
      const [byAccount, byAddress] = await Promise.all([limiters.account.get(accountKey(account)), limiters.address.get(address)]);
      for (const res of [byAccount, byAddress]) if (res && res.remainingPoints <= 0) throw tooMany(res);
    },
    async fail(account, address, log) {
      for (const [scope, key] of [['account', accountKey(account)], ['address', address]] as const) {
        const res: RateLimiterRes = await limiters[scope].consume(key).catch((r: RateLimiterRes) => r);
        if (res.consumedPoints === max[scope]) {
          log.warn({ event: 'security.login_failure_burst', scope, address, failures: res.consumedPoints }, `login throttled for this ${scope}`);
        }
      }
    },
    async succeed(account) {
      await limiters.account.delete(accountKey(account));
    },
  };
}
