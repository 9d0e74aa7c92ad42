import { transact, type ServiceDeps } from '@cs/service-kit';
import { startPeriodic } from '@cs/service-kit/periodic';
import type { IdentityConfig } from '../config';
import { expiredTrashIds } from './users.repo';
import { purgeTrashedUser } from './purge-user';

/** Purges users that have been in the trash longer than the retention period; returns how many. */
export async function purgeExpiredUsers(deps: ServiceDeps, retentionDays: number): Promise<number> {
  let purged = 0;
  for (const id of await expiredTrashIds(deps.db, retentionDays)) {
    if (await transact(deps, (tx) => purgeTrashedUser(tx, null, id))) purged += 1;
  }
  if (purged > 0) deps.logger.info({ purged, retentionDays }, 'users purged from the trash after the retention period');
  return purged;
}

/** The retention timer: every TRASH_PURGE_INTERVAL_SECONDS, purge users trashed longer than TRASH_RETENTION_DAYS. */
export function startUserTrashRetention(deps: ServiceDeps, config: IdentityConfig) {
  return startPeriodic({
    name: 'user-trash-retention',
    intervalMs: config.TRASH_PURGE_INTERVAL_SECONDS * 1000,
    logger: deps.logger,
    run: () => purgeExpiredUsers(deps, config.TRASH_RETENTION_DAYS),
  });
}
