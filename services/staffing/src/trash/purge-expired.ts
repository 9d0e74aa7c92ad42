import { purgeExpiredFromTrash, type ServiceDeps } from '@cs/service-kit';
import { purgeOrder } from './trash-registry';

/** Purges every record in the trash longer than `retentionDays` (children first); returns how many. */
export const purgeExpiredTrash = (deps: ServiceDeps, retentionDays: number) => purgeExpiredFromTrash(deps, purgeOrder, retentionDays);
