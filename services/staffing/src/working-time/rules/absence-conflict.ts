/** Duties on days the employee is absent (vacation, sickness, …): one finding per absence. */
import { datesList } from '../date-list';
import { date } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

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
      const [from, to] = [date(a.startDate), date(a.endDate)];
      const label = `${a.typeLabel} ${from.de}–${to.de}`;
      out.push({
        code: 'ABSENCE_CONFLICT',
        text: {
          de: `${ctx.facts.employee.name} ist abwesend (${a.typeLabel} ${from.de}–${to.de}) an ${hit.length} Diensttag(en): ${datesList(hit).de}.`,
          en: `${ctx.facts.employee.name} is absent (${a.typeLabel} ${from.en} to ${to.en}) on ${hit.length} duty day(s): ${datesList(hit).en}.`,
        },
        remedy: { de: 'Dienste an diesen Tagen entfernen oder umbesetzen.', en: 'Remove or reassign the duties on these days.' },
        related: [ctx.employeeRecord, { type: 'absence', id: a.id, label }],
        details: { absenceId: a.id, absenceType: a.type, startDate: a.startDate, endDate: a.endDate, dates: hit },
      });
    }
    return out;
  },
};
