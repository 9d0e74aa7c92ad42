import { conflict, findMapped, type Trashable } from '@cs/service-kit';
import type { EmployeeResponse } from '@cs/contracts/http/employees';
import { employees } from '../schema';
import { lockEmployees } from '../shared/assignment-locks';
import { employeeLabel, toEmployeeResponse } from './employee-record';
import { countLiveDependants, findEmployeeRow } from './employees.repo';
import { ensurePersonnelNumberFree, personnelNumberConflicts } from './personnel-number';

/**
 * Employees in the trash: refused while they still have live absences or assignments (delete those
 * first, or set exitDate / active instead). Distances, clients' wishes and stated availability do not
 * block the soft delete and come back on restore. What a purge takes along (trashed absences and
 * assignments, the distances, wishes and availability) is wired in `trash/trash-registry.ts`, so
 * this folder imports none of its children.
 */
export const employeeTrashable: Trashable<EmployeeResponse> = {
  context: 'staffing',
  aggregate: 'employee',
  noun: 'Employee',
  table: employees,
  find: findMapped(findEmployeeRow, toEmployeeResponse),
  label: async (_q, employee) => employeeLabel(employee),
  // The same lock assignment changes take: no assignment can slip in while the employee is deleted.
  lockFirst: (tx, id) => lockEmployees(tx, [id]),
  // A personnel number another live employee took meanwhile refuses the restore (enter another first).
  prepareRestore: async (tx, employee) => ensurePersonnelNumberFree(tx, employee.personnelNumber, employee.id),
  uniqueConflicts: personnelNumberConflicts,
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
};
