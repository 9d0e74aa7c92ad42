import type { StaffingTrashType } from '@cs/contracts/http/staffing-trash';
import type { AnyTrashable } from '@cs/service-kit';
import { absenceTrashable } from '../absences/absence-trashable';
import { assignmentTrashable } from '../assignments/assignment-trashable';
import { employeeTrashable } from '../employees/employee-trashable';
import { orderTrashable } from '../orders/order-trashable';

/** Trash type (path segment) → the aggregate that owns it. */
const registry: Record<StaffingTrashType, AnyTrashable> = {
  employees: employeeTrashable,
  absences: absenceTrashable,
  orders: orderTrashable,
  assignments: assignmentTrashable,
};

export const trashableOf = (type: StaffingTrashType): AnyTrashable => registry[type];

/** Children before parents: the order the retention purge walks the tables in. */
export const purgeOrder: AnyTrashable[] = [assignmentTrashable, absenceTrashable, orderTrashable, employeeTrashable];
