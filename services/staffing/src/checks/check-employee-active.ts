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
    legalSource: 'Personalstamm (Mitarbeitende inaktiv)',
    text: {
      de: `${employee.name} ist als inaktiv erfasst und kann nicht eingeplant werden.`,
      en: `${employee.name} is recorded as inactive and cannot be assigned.`,
    },
    remedy: {
      de: `Jemand anderen einplanen, oder ${employee.name} wieder als aktiv erfassen.`,
      en: `Assign someone else, or record ${employee.name} as active again.`,
    },
    related: [{ type: 'employee', id: employee.id, label: employee.name }],
    details: {},
  }];
}
