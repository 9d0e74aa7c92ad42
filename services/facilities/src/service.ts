import { fileURLToPath } from 'node:url';
import { streams } from '@cs/contracts';
import { startService } from '@cs/service-kit';
import { buildApp } from './app';
import type { FacilitiesConfig } from './config';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts the facilities service: migrated database, FACILITIES stream, outbox relay, HTTP. */
export function startFacilities(config: FacilitiesConfig) {
  return startService({
    name: 'facilities',
    config,
    migrationsFolder,
    stream: streams.facilities,
    compose: async (deps) => ({ app: buildApp(deps, config) }),
  });
}
