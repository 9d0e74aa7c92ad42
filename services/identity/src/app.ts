import { createApp, finishApp, mountOperations } from '@cs/service-kit';
import { authApi, rolesApi, usersApi } from '@cs/contracts/http/identity';
import type { IdentityDeps } from './identity-deps';
import { authHandlers } from './auth/auth.routes';
import { usersHandlers } from './users/users.routes';
import { rolesHandlers } from './roles/roles.routes';

/** The identity HTTP app; never listens (see service.ts). */
export function buildApp(deps: IdentityDeps) {
  const app = createApp({ logger: deps.logger, bodyLimit: deps.config.BODY_LIMIT });
  app.set('trust proxy', trustProxyValue(deps.config.TRUST_PROXY));
  // Public keys for every verifier (gateway, services); plain route, no token.
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json(deps.keys.jwks());
  });
  mountOperations(app, authApi, authHandlers(deps), deps.verify);
  mountOperations(app, usersApi, usersHandlers(deps), deps.verify);
  mountOperations(app, rolesApi, rolesHandlers(deps), deps.verify);
  return finishApp(app, deps.logger);
}

/** `TRUST_PROXY`: `true`/`false`, a hop count, or addresses/names as express takes them. */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
