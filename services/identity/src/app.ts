import { createApp, finishApp, mountOwnedApis, parkedEventsHandlers, type RunningConsumer } from '@cs/service-kit';
import { apiOwners } from '@cs/contracts/http/owners';
import { identityParkedEventsApi } from '@cs/contracts/http/admin';
import type { IdentityDeps } from './identity-deps';
import { authHandlers } from './auth/auth.routes';
import { usersHandlers } from './users/users.routes';
import { rolesHandlers } from './roles/roles.routes';

/** The identity HTTP app; never listens (see service.ts). */
export function buildApp(deps: IdentityDeps, consumers: readonly RunningConsumer[] = []) {
  const app = createApp({ logger: deps.logger, bodyLimit: deps.config.BODY_LIMIT });
  app.set('trust proxy', trustProxyValue(deps.config.TRUST_PROXY));
  // Public keys for every verifier (gateway, services); plain route, no token.
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json(deps.keys.jwks());
  });
  const handlers = {
    authApi: authHandlers(deps),
    usersApi: usersHandlers(deps),
    rolesApi: rolesHandlers(deps),
    identityParkedEventsApi: parkedEventsHandlers(identityParkedEventsApi, { ...deps, consumers: () => consumers, context: 'identity' }),
  };
  mountOwnedApis(app, apiOwners.identity, handlers, deps.verify);
  return finishApp(app, deps.logger);
}

/** `TRUST_PROXY`: `true`/`false`, a hop count, or addresses/names as express takes them. */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
