import { employeesApi } from '@cs/contracts/http/employees';
import { found, notFound, pageOf, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toEmployeeResponse } from './employee-record';
import { employeeTrashable } from './employee-trashable';
import { findEmployeeRow, listEmployees } from './employees.repo';
import { createEmployee } from './create-employee';
import { updateEmployee, type RecheckEmployees } from './update-employee';

/** `recheck` re-runs the assignment checks of an employee's future assignments (composed in app.ts). */
export function employeesHandlers(deps: ServiceDeps, recheck: RecheckEmployees): Handlers<typeof employeesApi> {
  return {
    listEmployees: async ({ query, access }) => pageOf(await listEmployees(deps.db, query, access), toEmployeeResponse, query),
    getEmployee: async ({ params, access }) => toEmployeeResponse(found(await findEmployeeRow(deps.db, params.id, { access }), 'Employee')),
    createEmployee: ({ principal, body, requestId }) => createEmployee(deps, principal, body, requestId),
    updateEmployee: ({ principal, params, body, expectedVersion, requestId }) =>
      updateEmployee(deps, recheck, principal, params.id, body, expectedVersion, requestId),
    getEmployeeConflicts: async ({ params, access }) => {
      const row = await findEmployeeRow(deps.db, params.id, { access });
      if (!row) throw notFound('Employee');
      return recheck(deps.db, [{ employeeId: row.id }]);
    },
    deleteEmployee: trashableHandlers(deps, employeeTrashable).delete,
  };
}
