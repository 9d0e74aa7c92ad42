import type { ServiceDeps } from '@cs/service-kit';
import type { IdentityConfig } from './config';
import type { KeyStore } from './keys/key-store';
import type { LoginThrottle } from './auth/login-throttle';

/** What identity's use cases get: the shared service deps plus its own config, keys and throttle. */
export interface IdentityDeps extends ServiceDeps {
  config: IdentityConfig;
  keys: KeyStore;
  throttle: LoginThrottle;
}
