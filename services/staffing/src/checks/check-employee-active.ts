import type { Check, RawFinding } from './check';
import type { ConflictFacts } from './types';

export interface EmployeeParams {
  employeeName: string;
}

/**
 * Availability beyond working-time law: an inactive employee cannot be assigned. Employment
 * period and absences are the working-time engine's rules (OUTSIDE_EMPLOYMENT, ABSENCE_CONFLICT).
 */
export function checkEmployeeActive(facts: ConflictFacts): RawFinding<EmployeeParams>[] {
  const { employee } = facts;
  if (employee.active) return [];
  return [{
    code: 'EMPLOYEE_INACTIVE',
    params: { employeeName: employee.name },
    related: [{ type: 'employee', id: employee.id, label: employee.name }],
    details: {},
  }];
}

export const employeeActive: Check = {
  code: 'EMPLOYEE_INACTIVE',
  check: 'availability',
  legalSource: 'Personalstamm (Mitarbeitende inaktiv)',
  evaluate: (f) => checkEmployeeActive(f.conflict),
};
