/** Duties before the employee's entry date or after the exit date. */
import { datesList } from '../date-list';
import { date } from '../format';
import { around, type WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';

export const outsideEmployment: WorkingTimeRule = {
  code: 'OUTSIDE_EMPLOYMENT',
  check: 'availability',
  legalSource: 'Arbeitsvertrag (Eintritts-/Austrittsdatum)',
  window: around(0, 0),
  evaluate(ctx) {
    const { entryDate, exitDate, name } = ctx.facts.employee;
    const dates = [...new Set(ctx.facts.candidate.map((d) => d.date).filter((d) => d < entryDate || (exitDate !== null && d > exitDate)))].sort();
    if (dates.length === 0) return [];
    const list = datesList(dates);
    const period = { de: `${date(entryDate).de}–${exitDate ? date(exitDate).de : 'offen'}`, en: `${entryDate} to ${exitDate ?? 'open'}` };
    const f: RuleFinding = {
      code: 'OUTSIDE_EMPLOYMENT',
      text: {
        de: `${name} ist an ${dates.length} Diensttag(en) (${list.de}) nicht beschäftigt (Beschäftigung ${period.de}).`,
        en: `${name} is not employed on ${dates.length} duty day(s) (${list.en}) (employment ${period.en}).`,
      },
      remedy: { de: 'Dienste außerhalb der Beschäftigung entfernen.', en: 'Remove the duties outside the employment.' },
      related: [ctx.employeeRecord],
      details: { dates, entryDate, exitDate },
    };
    return [f];
  },
};
