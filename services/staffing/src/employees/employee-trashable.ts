import { conflict, type Trashable } from '@cs/service-kit';
import type { EmployeeResponse } from '@cs/contracts/http/employees';
import { absenceTrashable } from '../absences/absence-trashable';
import { lockEmployees } from '../assignments/assignment-locks';
import { assignmentTrashable } from '../assignments/assignment-trashable';
import { removeDistancesOf } from '../distances/remove-distances';
import { employees } from '../schema';
import { employeeLabel, toEmployeeResponse } from './employee-record';
import { countLiveDependants, findEmployeeRow, trashedDependantsOf } from './employees.repo';

/**
 * Employees in the trash: refused while they still have live absences or assignments (delete those
 * first, or set exitDate / active instead); purging takes their trashed absences and assignments
 * along, and deletes their distances. Distances do not block the soft delete and come back on restore.
 */
export const employeeTrashable: Trashable<EmployeeResponse> = {
  context: 'staffing',
  aggregate: 'employee',
  noun: 'Employee',
  table: employees,
  find: async (q, id, options) => {
    const row = await findEmployeeRow(q, id, options);
    return row && toEmployeeResponse(row);
  },
  label: async (_q, employee) => employeeLabel(employee),
  // The same lock assignment changes take: no assignment can slip in while the employee is deleted.
  lockFirst: (tx, id) => lockEmployees(tx, [id]),
  assertDeletable: async (tx, employee) => {
    const live = await countLiveDependants(tx, employee.id);
    if (live.absences + live.assignments > 0) {
      throw conflict(
        'EMPLOYEE_IN_USE',
        `The employee still has ${live.assignments} assignment(s) and ${live.absences} absence(s); delete those first.`,
        { assignments: live.assignments, absences: live.absences },
      );
    }
  },
  trashedDependants: async (tx, employee) =>
    (await trashedDependantsOf(tx, employee.id)).map(({ type, id }) => ({
      kind: type === 'assignments' ? assignmentTrashable : absenceTrashable,
      id,
    })),
  beforePurge: (tx, employee, principal, correlationId) => removeDistancesOf(tx, employee.id, principal, correlationId),
};
