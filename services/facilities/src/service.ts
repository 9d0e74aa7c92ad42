import { fileURLToPath } from 'node:url';
import { startService } from '@cs/service-kit';
import { buildApp } from './app';
import type { FacilitiesConfig } from './config';
import { startValueListsConsumer } from './handlers/value-lists.consumer';
import { contractTrashable } from './contracts/contract-trashable';
import { clientTrashable } from './clients/client-trashable';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the facilities service: migrated database, FACILITIES stream, outbox relay, the crmStatus
 * value-list consumer, the trash retention timer, HTTP.
 */
export function startFacilities(config: FacilitiesConfig) {
  return startService({ name: 'facilities', config, migrationsFolder, trash: [contractTrashable, clientTrashable], compose: async (deps) => {
    const valueLists = await startValueListsConsumer(deps);
    return { app: buildApp(deps, config, [valueLists]), background: [valueLists] };
  } });
}
