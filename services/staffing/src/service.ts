import { fileURLToPath } from 'node:url';
import { startService } from '@cs/service-kit';
import { buildApp } from './app';
import { ensureDutyWeeks } from './assignments/duty-weeks.repo';
import type { StaffingConfig } from './config';
import { startReplicaConsumers } from './handlers/replica-consumers';
import { purgeOrder } from './trash/trash-registry';
import { announceValueLists } from './value-lists/announce-value-lists';
import { checkMetrics } from './assignments/check-metrics';
import { purgeRankingChangesPeriodically } from './candidates/ranking-changes-purge';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the staffing service: migrated database, the duties' week sums current for the planning
 * time zone, STAFFING stream, outbox relay, the seeded value
 * lists announced once, replicas, trash retention, the ranking change entries' purge, HTTP.
 */
export function startStaffing(config: StaffingConfig) {
  return startService({ name: 'staffing', config, migrationsFolder, trash: purgeOrder, compose: async (deps) => {
    checkMetrics(deps.metrics); // the series exist from the start, at 0
    const weeks = await ensureDutyWeeks(deps.db, config.PLANNING_TIME_ZONE);
    if (weeks !== null) deps.logger.info({ weeks, timeZone: config.PLANNING_TIME_ZONE }, 'duty weeks summed');
    await announceValueLists(deps);
    const replicas = await startReplicaConsumers(deps);
    return { app: buildApp(deps, config, replicas), background: [...replicas, purgeRankingChangesPeriodically(deps)] };
  } });
}
