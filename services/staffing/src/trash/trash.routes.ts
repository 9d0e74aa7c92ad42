import type { StaffingTrashType, staffingTrashApi } from '@cs/contracts/http/staffing-trash';
import { trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { trashableOf } from './trash-registry';

/** Restore and purge of every staffing trash type, through the registry (its purge cascade). */
export function trashHandlers(deps: ServiceDeps): Handlers<typeof staffingTrashApi> {
  const of = (type: StaffingTrashType) => trashableHandlers(deps, trashableOf(type));
  const [employees, absences, orders, assignments] = [of('employees'), of('absences'), of('orders'), of('assignments')];
  return {
    restoreEmployee: employees.restore,
    purgeEmployee: employees.purge,
    restoreAbsence: absences.restore,
    purgeAbsence: absences.purge,
    restoreOrder: orders.restore,
    purgeOrder: orders.purge,
    restoreAssignment: assignments.restore,
    purgeAssignment: assignments.purge,
  };
}
