import { transact } from '../outbox/transaction';
import { startPeriodic } from '../periodic';
import type { ServiceDeps, Stoppable } from '../service-deps';
import type { TrashConfig } from './trash-config';
import { purgeTrashed } from './purge-from-trash';
import { expiredTrashIds } from './trash-rows';
import type { AnyTrashable } from './trashable';

/**
 * Purges every record that has been in the trash longer than `retentionDays`, walking `kinds` in the
 * order given (children first), each record in its own transaction, as the system (no user).
 * Returns how many were purged.
 */
export async function purgeExpiredFromTrash(deps: Pick<ServiceDeps, 'db' | 'relay'>, kinds: AnyTrashable[], retentionDays: number): Promise<number> {
  let purged = 0;
  for (const kind of kinds) {
    for (;;) {
      const ids = await expiredTrashIds(deps.db, kind.table, retentionDays);
      if (ids.length === 0) break;
      for (const id of ids) {
        if (await transact(deps, (tx) => purgeTrashed(tx, kind, id, null))) purged += 1;
      }
    }
  }
  return purged;
}

/**
 * The retention timer: at start and every TRASH_PURGE_INTERVAL_SECONDS, purge what is older than
 * TRASH_RETENTION_DAYS — once per interval across every process on the database (a start within an
 * interval another process, or this one's predecessor, already ran skips its run).
 */
export function startTrashRetention(deps: ServiceDeps, config: TrashConfig, kinds: AnyTrashable[]): Stoppable {
  const retentionDays = config.TRASH_RETENTION_DAYS;
  return startPeriodic({
    name: 'trash-retention',
    intervalMs: config.TRASH_PURGE_INTERVAL_SECONDS * 1000,
    logger: deps.logger,
    tracer: deps.tracer,
    oncePerIntervalIn: deps.db,
    run: async () => {
      const purged = await purgeExpiredFromTrash(deps, kinds, retentionDays);
      if (purged > 0) deps.logger.info({ purged, retentionDays }, 'trash retention purge');
    },
  });
}
