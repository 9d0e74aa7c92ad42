import type { Check, RawFinding } from './check';
import type { ConflictFacts } from './types';

export interface UnavailableParams {
  employeeName: string;
  dates: string[];
  /** The days' notes, each once, in date order. */
  notes: string[];
}

/**
 * A duty on a day the employee stated as `unavailable` (the duty's date; a night duty counts on the
 * day it starts). One finding naming the days and the employee's notes. `preferNot` and preferred
 * shift kinds are no finding: they only move a candidate's rank.
 */
export function checkEmployeeUnavailable(facts: ConflictFacts): RawFinding<UnavailableParams>[] {
  const { employee, order } = facts;
  const dutyDates = new Set(facts.dutyDates);
  const days = facts.unavailableDays.filter((d) => dutyDates.has(d.date)).sort((a, b) => a.date.localeCompare(b.date));
  if (days.length === 0) return [];
  const dates = days.map((d) => d.date);
  const notes = [...new Set(days.flatMap((d) => (d.note ? [d.note] : [])))];
  return [{
    code: 'EMPLOYEE_UNAVAILABLE',
    params: { employeeName: employee.name, dates, notes },
    related: [
      { type: 'employee', id: employee.id, label: employee.name },
      { type: 'order', id: order.id, label: order.label },
    ],
    details: { dates, days: days.map((d) => ({ date: d.date, note: d.note })) },
  }];
}

/** The employee's own statement (employee_availability): not law, a wish to plan around. */
export const employeeUnavailable: Check = {
  code: 'EMPLOYEE_UNAVAILABLE',
  check: 'availability',
  legalSource: 'Verfügbarkeitsangabe der Mitarbeitenden',
  evaluate: (f) => checkEmployeeUnavailable(f.conflict),
};
