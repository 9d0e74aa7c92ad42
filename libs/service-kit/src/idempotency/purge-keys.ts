import { startPeriodic } from '../periodic';
import type { ServiceDeps, Stoppable } from '../service-deps';
import type { IdempotencyStore } from './idempotency-store';

const HOUR_MS = 3_600_000;

/** Every hour (the first run an hour after start), the keys older than a day go — once per hour across every process on the database. */
export function purgeIdempotencyKeys(keys: IdempotencyStore, deps: Pick<ServiceDeps, 'db' | 'logger' | 'tracer'>): Stoppable {
  return startPeriodic({
    name: 'idempotency-keys-purge',
    intervalMs: HOUR_MS,
    runAtStart: false,
    logger: deps.logger,
    tracer: deps.tracer,
    oncePerIntervalIn: deps.db,
    run: async () => {
      const purged = await keys.purge();
      if (purged > 0) deps.logger.info({ purged }, 'expired idempotency keys purged');
    },
  });
}
