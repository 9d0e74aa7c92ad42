import { startPeriodic } from '@cs/service-kit/periodic';
import type { ServiceDeps, Stoppable } from '@cs/service-kit';
import { purgeRankingChanges } from './ranking-changes.repo';

const TEN_MINUTES_MS = 600_000;

/** Every ten minutes, once across the service's processes: the ranking change entries older than an hour go. */
export function purgeRankingChangesPeriodically(deps: Pick<ServiceDeps, 'db' | 'logger' | 'tracer'>): Stoppable {
  return startPeriodic({
    name: 'ranking-changes-purge',
    intervalMs: TEN_MINUTES_MS,
    runAtStart: false,
    logger: deps.logger,
    tracer: deps.tracer,
    oncePerIntervalIn: deps.db,
    run: async () => {
      const purged = await purgeRankingChanges(deps.db);
      if (purged > 0) deps.logger.debug({ purged }, 'ranking change entries purged');
    },
  });
}
