/** Duties on days the employee is absent (vacation, sickness, …): one finding per absence. */
import { date } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export interface AbsenceConflictParams {
  name: string;
  typeLabel: string;
  startDate: string;
  endDate: string;
  /** The duty dates in the absence, ascending. */
  dates: string[];
}

export const absenceConflict: WorkingTimeRule = {
  code: 'ABSENCE_CONFLICT',
  check: 'availability',
  legalSource: 'Abwesenheit (BUrlG, EntgFG)',
  window: around(0, 0),
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    const dates = [...new Set(ctx.facts.candidate.map((d) => d.date))].sort();
    for (const a of ctx.facts.absences) {
      const hit = dates.filter((d) => d >= a.startDate && d <= a.endDate);
      if (hit.length === 0) continue;
      const label = `${a.typeLabel} ${date(a.startDate).de}–${date(a.endDate).de}`;
      const params: AbsenceConflictParams = { name: ctx.facts.employee.name, typeLabel: a.typeLabel, startDate: a.startDate, endDate: a.endDate, dates: hit };
      out.push({
        code: 'ABSENCE_CONFLICT',
        params,
        related: [ctx.employeeRecord, { type: 'absence', id: a.id, label }],
        details: { absenceId: a.id, absenceType: a.type, startDate: a.startDate, endDate: a.endDate, dates: hit },
      });
    }
    return out;
  },
};
