import type { StaffingTrashType, staffingTrashApi } from '@cs/contracts/http/staffing-trash';
import { preferredLanguage, restoreFromTrash, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import type { RestoreAssignmentInput } from '../assignments/assignment-trashable';
import { checkAssignmentRestore } from '../assignments/check-assignment-restore';
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
    // The checks' findings in the caller's language; the acknowledgement (reason) goes into the event.
    restoreAssignment: ({ principal, params, requestId, body, req }) => {
      const input: RestoreAssignmentInput = { acknowledgement: body?.acknowledgement, locale: preferredLanguage(req, ['de', 'en'] as const) };
      return restoreFromTrash(deps, trashableOf('assignments'), principal, params.id, requestId, input);
    },
    purgeAssignment: assignments.purge,
    checkAssignmentRestore: ({ params, req }) => checkAssignmentRestore(deps.db, params.id, preferredLanguage(req, ['de', 'en'] as const)),
  };
}
