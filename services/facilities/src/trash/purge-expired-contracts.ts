import { purgeExpiredFromTrash, type ServiceDeps } from '@cs/service-kit';
import { contractTrashable } from '../contracts/contract-trashable';

/** Purges contracts in the trash longer than `retentionDays` (a system action); returns how many. */
export const purgeExpiredContracts = (deps: ServiceDeps, retentionDays: number) => purgeExpiredFromTrash(deps, [contractTrashable], retentionDays);
