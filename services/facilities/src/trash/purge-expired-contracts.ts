import { transact, type ServiceDeps } from '@cs/service-kit';
import { expiredTrashedContractIds, findContract } from '../contracts/contracts.repo';
import { purgeTrashedContract } from './purge-contract';

const BATCH = 100;

/**
 * Purges contracts that have been in the trash longer than `retentionDays` (a system action: the
 * events carry no user). Works in batches, one transaction each; returns how many were purged.
 */
export async function purgeExpiredContracts(deps: ServiceDeps, retentionDays: number): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await transact(deps, async (tx) => {
      const ids = await expiredTrashedContractIds(tx, retentionDays, BATCH);
      for (const id of ids) {
        const row = await findContract(tx, id, { inTrash: true });
        if (row) await purgeTrashedContract(tx, row, null);
      }
      return ids.length;
    });
    purged += count;
    if (count < BATCH) break;
  }
  if (purged > 0) deps.logger.info({ purged, retentionDays }, 'expired contracts purged from the trash');
  return purged;
}
