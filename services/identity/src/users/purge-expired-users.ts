import { purgeExpiredFromTrash, type ServiceDeps } from '@cs/service-kit';
import { userTrashable } from './user-trashable';

/** Purges users that have been in the trash longer than the retention period; returns how many. */
export const purgeExpiredUsers = (deps: ServiceDeps, retentionDays: number) => purgeExpiredFromTrash(deps, [userTrashable], retentionDays);
