import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { EmployeeRequest, EmployeeResponse } from '@cs/contracts/http/employees';
import { recordStaffingEvent } from '../shared/record-events';
import { requireActiveCodes } from '../value-lists/value-lists.repo';
import { employeeValues, toEmployeeResponse } from './employee-record';
import { insertEmployee } from './employees.repo';
import { employeeLabel } from './employee-record';
import { ensurePersonnelNumberFree, savingPersonnelNumber } from './personnel-number';

/** Records a new employee (qualifications must be active value-list codes) and announces it. */
export async function createEmployee(
  deps: ServiceDeps,
  principal: Principal,
  body: EmployeeRequest,
  correlationId?: string,
): Promise<EmployeeResponse> {
  return savingPersonnelNumber(() => transact(deps, async (tx) => {
    const values = employeeValues(body);
    const id = uuidv7();
    await requireActiveCodes(tx, 'qualifications', 'qualifications', values.qualifications ?? []);
    await ensurePersonnelNumberFree(tx, values.personnelNumber, id);
    const employee = toEmployeeResponse(await insertEmployee(tx, id, values));
    await recordStaffingEvent(tx, { aggregate: 'employee', verb: 'created', principal, id: employee.id, label: employeeLabel(employee), data: employee, correlationId });
    return employee;
  }));
}
