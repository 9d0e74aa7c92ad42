import type { Express } from 'express';
import type { Api } from '@cs/contracts';
import type { TokenVerifier } from './auth';
import { mountOperations, type Handlers } from './operations';

/** One handler set per operation table a service owns, keyed like the tables (`{ usersApi: … }`). */
export type OwnedHandlers<Owned extends Record<string, Api>> = { [K in keyof Owned]: Handlers<Owned[K]> };

/**
 * Mounts every operation table a service owns (its entry in the contracts' `apiOwners`), in the
 * order listed there. The types demand a handler set for each owned table, and a handler set for a
 * table the service does not own refuses to start, so the mount list cannot drift from the owners table.
 */
export function mountOwnedApis<Owned extends Record<string, Api>>(
  app: Express,
  owned: Owned,
  handlers: OwnedHandlers<Owned>,
  verify: TokenVerifier,
) {
  const stray = Object.keys(handlers).filter((apiName) => !Object.hasOwn(owned, apiName));
  if (stray.length > 0) throw new Error(`Handlers for ${stray.join(', ')}, which this service does not own (contracts' owners.ts)`);
  for (const [apiName, api] of Object.entries(owned)) {
    const apiHandlers = handlers[apiName];
    if (!apiHandlers) throw new Error(`No handlers for ${apiName}`);
    mountOperations(app, api, apiHandlers, verify);
  }
}
