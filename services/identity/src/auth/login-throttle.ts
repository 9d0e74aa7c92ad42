import { createHash } from 'node:crypto';
import { AppError, type Db, type Logger } from '@cs/service-kit';
import { countAttempt, forget, giveBack, rememberAddress, type Counted } from './login-throttle.repo';

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
   * all pass a check made before any of them is counted, in this process or another.
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
const scopes: Scope[] = ['accountAddress', 'address', 'account'];

/** Emails and addresses are stored as SHA-256 only: the throttle needs to recognise them, not read them. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Failed-login counters in identity's database, shared by every identity process, each a fixed
 * window of `windowSeconds` starting at the first failure: per account and address, per address,
 * and per account over all addresses. An attacker's failures never lock the owner out from another
 * address: the per-account limit counts one address's failures only, and the account-wide limit
 * (distributed guessing) does not apply to addresses the account has logged in from successfully
 * (see docs/identity.md).
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits): LoginThrottle {
  const max: Record<Scope, number> = {
    accountAddress: limits.accountMaxFailures,
    address: limits.addressMaxFailures,
    account: limits.accountTotalMaxFailures,
  };

  const tooMany = (msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', `Too many failed attempts. Try again in ${seconds} seconds.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  };

  return {
    async reserve(email, clientAddress) {
      const account = digest(email.trim().toLowerCase());
      const address = digest(clientAddress);
      const keys: Record<Scope, string> = { accountAddress: `account+address:${digest(`${account} ${address}`)}`, address: `address:${address}`, account: `account:${account}` };
      const { counted, known } = await countAttempt(db, scopes.map((scope) => keys[scope]), limits.windowSeconds, account, address);
      const of = (scope: Scope) => counted.find((c) => c.key === keys[scope]) as Counted;
      const refusals = scopes.filter((scope) => of(scope).failures > max[scope] && !(scope === 'account' && known));
      if (refusals.length > 0) {
        await giveBack(db, Object.values(keys));
        throw tooMany(Math.max(...refusals.map((scope) => of(scope).msLeft)));
      }
      return {
        async succeeded() {
          await rememberAddress(db, account, address);
          await forget(db, keys.accountAddress);
          await giveBack(db, [keys.address, keys.account]);
        },
        async failed(log) {
          for (const scope of scopes) {
            const { failures } = of(scope);
            if (failures === max[scope]) {
              log.warn({ event: 'security.login_failure_burst', scope, address: clientAddress, failures }, `login throttled (${scope})`);
            }
          }
        },
      };
    },
  };
}
