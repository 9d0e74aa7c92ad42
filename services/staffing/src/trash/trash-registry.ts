import type { StaffingTrashType } from '@cs/contracts/http/staffing-trash';
import type { AnyTrashable, Principal, Trashable, TrashRecord, Tx } from '@cs/service-kit';
import { absenceTrashable } from '../absences/absence-trashable';
import { assignmentTrashable } from '../assignments/assignment-trashable';
import { removeAvailabilityOf } from '../availability/availability.repo';
import { removeDistancesOf } from '../distances/remove-distances';
import { employeeTrashable } from '../employees/employee-trashable';
import { removePreferencesOf } from '../facility-preferences/remove-preferences';
import { removeHistoryOf } from '../lending-history/remove-history';
import { trashedDependantsOf } from '../employees/employees.repo';
import { trashedAssignmentIds } from '../orders/orders.repo';
import { orderTrashable } from '../orders/order-trashable';

/**
 * The one place that knows the trash cascade: which children a parent's purge takes along, named by
 * trash type and resolved here. Parents never import their children's trashables (no folder cycles).
 */
type Cascade<R extends TrashRecord> = {
  dependants?: (tx: Tx, record: R) => Promise<Array<{ type: StaffingTrashType; id: string }>>;
  beforePurge?: (tx: Tx, record: R, principal: Principal | null, correlationId?: string | null) => Promise<void>;
};

function withCascade<R extends TrashRecord>(kind: Trashable<R>, { dependants, beforePurge }: Cascade<R>): Trashable<R> {
  const trashedDependants =
    dependants && (async (tx: Tx, record: R) => (await dependants(tx, record)).map(({ type, id }) => ({ kind: trashableOf(type), id })));
  return { ...kind, trashedDependants, beforePurge };
}

/** Trash type (path segment) → the aggregate that owns it, with its cascade. */
const registry: Record<StaffingTrashType, AnyTrashable> = {
  employees: withCascade(employeeTrashable, {
    dependants: (tx, employee) => trashedDependantsOf(tx, employee.id),
    // Distances, clients' wishes, lending history and stated availability are not trashable: they go
    // for good with their employee (distances, wishes and history periods each announced as deleted;
    // the availability's days are part of the employee's record in the audit log and go with its
    // purge entry).
    beforePurge: async (tx, employee, principal, correlationId) => {
      await removeDistancesOf(tx, employee.id, principal, correlationId);
      await removePreferencesOf(tx, employee.id, principal, correlationId);
      await removeHistoryOf(tx, employee.id, principal, correlationId);
      await removeAvailabilityOf(tx, employee.id);
    },
  }),
  absences: absenceTrashable,
  orders: withCascade(orderTrashable, {
    dependants: async (tx, order) => (await trashedAssignmentIds(tx, order.id)).map(({ id }) => ({ type: 'assignments' as const, id })),
  }),
  assignments: assignmentTrashable,
};

export function trashableOf(type: StaffingTrashType): AnyTrashable {
  return registry[type];
}

/** Children before parents: the order the retention purge walks the tables in. */
export const purgeOrder: AnyTrashable[] = [registry.assignments, registry.absences, registry.orders, registry.employees];
