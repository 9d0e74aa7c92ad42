import type { ServiceDeps } from '@cs/service-kit';
import { startPeriodic } from '@cs/service-kit/periodic';
import type { FacilitiesConfig } from '../config';
import { purgeExpiredContracts } from './purge-expired-contracts';

/** The retention timer: every TRASH_PURGE_INTERVAL_SECONDS, purge contracts older than TRASH_RETENTION_DAYS. */
export function startTrashRetention(deps: ServiceDeps, config: FacilitiesConfig) {
  return startPeriodic({
    name: 'contract-trash-retention',
    intervalMs: config.TRASH_PURGE_INTERVAL_SECONDS * 1000,
    logger: deps.logger,
    run: () => purgeExpiredContracts(deps, config.TRASH_RETENTION_DAYS),
  });
}
