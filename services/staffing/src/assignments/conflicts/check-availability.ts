import { intersection } from './dates';
import { formatRange } from './format';
import type { CheckFinding, ConflictFacts } from './types';

/**
 * The employee must be active, employed over the whole candidate range (entryDate on or
 * before the first day, exitDate null or on/after the last day) and not absent on any day
 * of it. One ABSENCE_OVERLAP finding per overlapping absence.
 */
export function checkAvailability(facts: ConflictFacts): CheckFinding[] {
  const { candidate, employee } = facts;
  const employeeRef = { type: 'employee', id: employee.id };
  const findings: CheckFinding[] = [];

  if (!employee.active) {
    findings.push({
      check: 'availability',
      code: 'EMPLOYEE_INACTIVE',
      message: 'The employee is inactive and cannot be assigned.',
      related: [employeeRef],
      details: {},
    });
  }

  if (employee.entryDate > candidate.startDate) {
    findings.push({
      check: 'availability',
      code: 'NOT_YET_EMPLOYED',
      message:
        `The employee only starts on ${employee.entryDate}, ` +
        `after the assignment start ${candidate.startDate}.`,
      related: [employeeRef],
      details: { entryDate: employee.entryDate, startDate: candidate.startDate },
    });
  }

  if (employee.exitDate !== null && employee.exitDate < candidate.endDate) {
    findings.push({
      check: 'availability',
      code: 'EMPLOYMENT_ENDED',
      message:
        `The employee leaves on ${employee.exitDate}, ` +
        `before the assignment end ${candidate.endDate}.`,
      related: [employeeRef],
      details: { exitDate: employee.exitDate, endDate: candidate.endDate },
    });
  }

  for (const absence of facts.absences) {
    const overlap = intersection(candidate.startDate, candidate.endDate, absence.startDate, absence.endDate);
    if (overlap === null) continue;
    findings.push({
      check: 'availability',
      code: 'ABSENCE_OVERLAP',
      message:
        `The employee is absent (${absence.type}) from ${formatRange(absence.startDate, absence.endDate)}, ` +
        `overlapping the assignment on ${formatRange(overlap.from, overlap.to)}.`,
      related: [{ type: 'absence', id: absence.id }],
      details: {
        absenceId: absence.id,
        absenceType: absence.type,
        absenceStartDate: absence.startDate,
        absenceEndDate: absence.endDate,
        overlapFrom: overlap.from,
        overlapTo: overlap.to,
      },
    });
  }

  return findings;
}
