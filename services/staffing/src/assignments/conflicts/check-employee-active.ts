import type { CheckFinding, ConflictFacts } from './types';

/**
 * Availability beyond working-time law: an inactive employee cannot be assigned. Employment
 * period and absences are the working-time engine's rules (OUTSIDE_EMPLOYMENT, ABSENCE_CONFLICT).
 */
export function checkEmployeeActive(facts: ConflictFacts): CheckFinding[] {
  const { employee } = facts;
  if (employee.active) return [];
  return [{
    check: 'availability',
    code: 'EMPLOYEE_INACTIVE',
    message: 'The employee is inactive and cannot be assigned.',
    related: [{ type: 'employee', id: employee.id }],
    details: {},
  }];
}
