import { fileURLToPath } from 'node:url';
import { createTokenVerifier, startService, type Logger } from '@cs/service-kit';
import { startPeriodic } from '@cs/service-kit/periodic';
import { buildApp } from './app';
import type { IdentityConfig } from './config';
import type { IdentityDeps } from './identity-deps';
import { createKeyStore, type KeyStore } from './keys/key-store';
import { keyEncryption } from './keys/key-encryption';
import { createLoginThrottle } from './auth/login-throttle';
import { deleteExpired } from './auth/login-throttle.repo';
import { seedBuiltInRoles } from './roles/seed-built-in-roles';
import { bootstrapAdministrator } from './bootstrap/bootstrap-administrator';
import { startEmployeesConsumer } from './handlers/employees.consumer';
import { startFacilitiesConsumer } from './handlers/facilities.consumer';
import { userTrashable } from './users/user-trashable';
import { loginMetrics } from './auth/login-metrics';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Keys are re-read this often, so a rotation made by another replica is picked up. */
const KEY_RELOAD_MS = 30_000;

/**
 * Starts identity: migrated database, IDENTITY stream, signing keys, built-in roles and the
 * bootstrap administrator, the employee and facility replica consumers, the trash purge and login
 * throttle clean-up timers, HTTP. Tokens are
 * verified with identity's own keys through the same service-kit verifier every service uses.
 */
export async function startIdentity(config: IdentityConfig, options: { logger?: Logger } = {}) {
  let keys!: KeyStore;
  const handle = await startService({
    name: 'identity',
    config,
    logger: options.logger,
    migrationsFolder,
    trash: [userTrashable],
    verifier: ({ db, logger, revocations }) => {
      const encryption = keyEncryption(config.SIGNING_KEY_ENCRYPTION_KEY, config.SIGNING_KEY_ENCRYPTION_KEY_ACCEPTED);
      keys = createKeyStore(db, config.ACCESS_TOKEN_TTL_SECONDS, logger, encryption);
      return createTokenVerifier({
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
        keys: keys.getKey,
        maxLifetimeSeconds: config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS,
        revocations,
      });
    },
    compose: async (base) => {
      await keys.load();
      const throttle = createLoginThrottle(base.db, {
        accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
        addressMaxFailures: config.LOGIN_ADDRESS_MAX_FAILURES,
        accountTotalMaxFailures: config.LOGIN_ACCOUNT_TOTAL_MAX_FAILURES,
        windowSeconds: config.LOGIN_THROTTLE_WINDOW_SECONDS,
      });
      const deps: IdentityDeps = { ...base, config, keys, throttle };
      loginMetrics(deps.metrics); // the series exist from the start, at 0
      await seedBuiltInRoles(deps);
      await bootstrapAdministrator(deps, config);
      const keyReload = startPeriodic({ name: 'signing-key-reload', intervalMs: KEY_RELOAD_MS, logger: base.logger, run: keys.reload, runAtStart: false });
      const throttleCleanup = startPeriodic({
        name: 'login-throttle-cleanup',
        intervalMs: config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000,
        logger: base.logger,
        oncePerIntervalIn: base.db,
        run: () => deleteExpired(base.db),
      });
      const employees = await startEmployeesConsumer(deps);
      const facilities = await startFacilitiesConsumer(deps);
      return { app: buildApp(deps, [employees, facilities]), background: [employees, facilities, keyReload, throttleCleanup] };
    },
  });
  return { ...handle, keys };
}
