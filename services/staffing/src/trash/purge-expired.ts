import { transact, type Logger, type ServiceDeps, type Stoppable } from '@cs/service-kit';
import { purgeTrashed } from './purge-record';
import { expiredIds } from './trash.repo';
import { purgeOrder, trashableOf } from './trash-registry';

/**
 * Purges every record that has been in the trash longer than `retentionDays` (children first),
 * each in its own transaction, as the system (actor without user). Returns how many were purged.
 */
export async function purgeExpiredTrash(deps: ServiceDeps, retentionDays: number): Promise<number> {
  let purged = 0;
  for (const type of purgeOrder) {
    const kind = trashableOf(type);
    for (;;) {
      const ids = await expiredIds(deps.db, kind.table, retentionDays);
      if (ids.length === 0) break;
      for (const id of ids) {
        if (await transact(deps, (tx) => purgeTrashed(tx, kind, id, null))) purged += 1;
      }
    }
  }
  return purged;
}

/** Runs the retention purge at start and then every `intervalMinutes`; stops with the service. */
export function startRetentionPurge(deps: ServiceDeps, logger: Logger, retentionDays: number, intervalMinutes: number): Stoppable {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredTrash(deps, retentionDays)
      .then((n) => void (n > 0 && logger.info({ purged: n, retentionDays }, 'trash retention purge')))
      .catch((error) => logger.error({ err: error }, 'trash retention purge failed'));
  };
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
