import { toPaged } from '@cs/contracts';
import { employeesApi } from '@cs/contracts/http/employees';
import { deleteToTrash, notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toEmployeeResponse } from './employee-record';
import { employeeTrashable } from './employee-trashable';
import { findEmployeeRow, listEmployees } from './employees.repo';
import { createEmployee } from './create-employee';
import { updateEmployee } from './update-employee';

export function employeesHandlers(deps: ServiceDeps): Handlers<typeof employeesApi> {
  return {
    listEmployees: async ({ query, access }) => {
      const { rows, total } = await listEmployees(deps.db, query, access);
      return toPaged(rows.map(toEmployeeResponse), total, query);
    },
    getEmployee: async ({ params, access }) => {
      const row = await findEmployeeRow(deps.db, params.id, { access });
      if (!row) throw notFound('Employee');
      return toEmployeeResponse(row);
    },
    createEmployee: ({ principal, body, requestId }) => createEmployee(deps, principal, body, requestId),
    updateEmployee: ({ principal, params, body, expectedVersion, requestId }) =>
      updateEmployee(deps, principal, params.id, body, expectedVersion, requestId),
    deleteEmployee: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, employeeTrashable, principal, params.id, expectedVersion, requestId),
  };
}
