import { onDates } from '../working-time/date-list';
import type { CheckFinding, ConflictFacts } from './types';

/** The employee's own statement (employee_availability): not law, a wish to plan around. */
const LEGAL_SOURCE = 'Verfügbarkeitsangabe der Mitarbeitenden';

/**
 * A duty on a day the employee stated as `unavailable` (the duty's date; a night duty counts on the
 * day it starts). One finding naming the days and the employee's notes. `preferNot` and preferred
 * shift kinds are no finding: they only move a candidate's rank.
 */
export function checkEmployeeUnavailable(facts: ConflictFacts): CheckFinding[] {
  const { employee, order } = facts;
  const dutyDates = new Set(facts.dutyDates);
  const days = facts.unavailableDays.filter((d) => dutyDates.has(d.date)).sort((a, b) => a.date.localeCompare(b.date));
  if (days.length === 0) return [];
  const dates = days.map((d) => d.date);
  const notes = days.flatMap((d) => (d.note ? [d.note] : []));
  const distinct = [...new Set(notes)];
  const on = onDates(dates);
  const noteText = distinct.length === 0 ? { de: '', en: '' } : { de: ` („${distinct.join('“, „')}“)`, en: ` ('${distinct.join("', '")}')` };
  return [{
    check: 'availability',
    code: 'EMPLOYEE_UNAVAILABLE',
    legalSource: LEGAL_SOURCE,
    text: {
      de: `${employee.name} hat sich ${on.de} als nicht verfügbar eingetragen${noteText.de}; der Einsatz plant dort Dienste.`,
      en: `${employee.name} stated ${on.en} as unavailable${noteText.en}; the assignment plans duties there.`,
    },
    remedy: {
      de: `Die Tage mit ${employee.name} absprechen, den Einsatz ohne diese Tage planen, oder jemand anderen einplanen.`,
      en: `Agree the days with ${employee.name}, plan the assignment without these days, or assign someone else.`,
    },
    related: [
      { type: 'employee', id: employee.id, label: employee.name },
      { type: 'order', id: order.id, label: order.label },
    ],
    details: { dates, days: days.map((d) => ({ date: d.date, note: d.note })) },
  }];
}
