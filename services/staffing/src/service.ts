import { fileURLToPath } from 'node:url';
import { startService } from '@cs/service-kit';
import { buildApp } from './app';
import type { StaffingConfig } from './config';
import { startReplicaConsumers } from './handlers/replica-consumers';
import { purgeOrder } from './trash/trash-registry';
import { announceValueLists } from './value-lists/announce-value-lists';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the staffing service: migrated database, STAFFING stream, outbox relay, the seeded value
 * lists announced once, replicas, trash retention, HTTP.
 */
export function startStaffing(config: StaffingConfig) {
  return startService({ name: 'staffing', config, migrationsFolder, trash: purgeOrder, compose: async (deps) => {
    await announceValueLists(deps);
    const replicas = await startReplicaConsumers(deps);
    return { app: buildApp(deps, config, replicas), background: replicas };
  } });
}
