import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type Logger } from '@cs/service-kit';
import { KnownAddresses } from './known-addresses';

/** One reserved password check: exactly one of these is called once the password has been checked. */
export interface LoginAttempt {
  /** The password was right: the reservation is given back and the address becomes known for the account. */
  succeeded(): Promise<void>;
  /** The password was wrong: the reservation stays counted; a limit reached is logged as a security event. */
  failed(log: Logger): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Reserves one password check for this account from this address, atomically, before the password
   * is checked — or throws 429 (with Retry-After) when a limit is used up. Parallel attempts cannot
   * all pass a check made before any of them is counted.
   */
  reserve(account: string, address: string): Promise<LoginAttempt>;
}

export interface ThrottleLimits {
  /** Failures per account from one client address. */
  accountMaxFailures: number;
  /** Failures per client address, over all accounts. */
  addressMaxFailures: number;
  /** Failures per account over all addresses; above it only addresses the account logged in from before may try. */
  accountTotalMaxFailures: number;
  windowSeconds: number;
}

type Scope = 'accountAddress' | 'address' | 'account';

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Failed-login counters in memory (per replica), each a fixed window of `windowSeconds` starting at
 * the first failure: per account and address, per address, and per account over all addresses.
 * An attacker's failures never lock the owner out from another address: the per-account limit
 * counts one address's failures only, and the account-wide limit (distributed guessing) does not
 * apply to addresses the account has logged in from successfully (see docs/identity.md).
 */
export function createLoginThrottle(limits: ThrottleLimits): LoginThrottle {
  const max: Record<Scope, number> = {
    accountAddress: limits.accountMaxFailures,
    address: limits.addressMaxFailures,
    account: limits.accountTotalMaxFailures,
  };
  const limiters = Object.fromEntries(
    (Object.keys(max) as Scope[]).map((scope) => [scope, new RateLimiterMemory({ keyPrefix: `login-${scope}`, points: max[scope], duration: limits.windowSeconds })]),
  ) as Record<Scope, RateLimiterMemory>;
  const known = new KnownAddresses();

  const tooMany = (msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', `Too many failed attempts. Try again in ${seconds} seconds.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  };
  /** Gives a reserved point back (never below zero: the window may have ended meanwhile). */
  const refund = async (scope: Scope, key: string) => {
    const res = await limiters[scope].get(key);
    if (res && res.consumedPoints > 0) await limiters[scope].reward(key, 1);
  };

  return {
    async reserve(email, address) {
      const account = accountKey(email);
      const keys: Record<Scope, string> = { accountAddress: `${account} ${address}`, address, account };
      const knownAddress = known.has(account, address);
      // Every consume counts at once (synchronously in the memory store), so parallel attempts see each other.
      const results = await Promise.all(
        (Object.keys(keys) as Scope[]).map((scope) =>
          limiters[scope].consume(keys[scope]).then(
            (res) => ({ scope, res, refused: false }),
            (res: RateLimiterRes) => ({ scope, res, refused: !(scope === 'account' && knownAddress) }),
          ),
        ),
      );
      const refusals = results.filter((r) => r.refused);
      if (refusals.length > 0) {
        await Promise.all(results.map((r) => refund(r.scope, keys[r.scope])));
        throw tooMany(Math.max(...refusals.map((r) => r.res.msBeforeNext)));
      }
      return {
        async succeeded() {
          known.remember(account, address);
          await limiters.accountAddress.delete(keys.accountAddress);
          await Promise.all([refund('address', keys.address), refund('account', keys.account)]);
        },
        async failed(log) {
          for (const { scope, res } of results) {
            if (res.consumedPoints === max[scope]) {
              log.warn({ event: 'security.login_failure_burst', scope, address, failures: res.consumedPoints }, `login throttled (${scope})`);
            }
          }
        },
      };
    },
  };
}
