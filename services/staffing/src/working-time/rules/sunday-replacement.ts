/** ArbZG §11 Abs. 3 Satz 1: a replacement day off within two weeks for every Sunday worked. */
import { fromDayNumber, isoWeekdayOfDay } from '../../shared/dates';
import { date } from '../format';
import type { WorkingTimeRule } from '../rule';
import type { RuleFinding } from '../types';
import { workDays } from '../work-days';
import { assignReplacements, nearCandidate, period } from './replacement-days';

export const sundayReplacement: WorkingTimeRule = {
  code: 'SUNDAY_REPLACEMENT_MISSING',
  check: 'workingHours',
  legalSource: 'ArbZG §11 Abs. 3 Satz 1',
  window: (c, p) => ({ from: c.from - 2 * p.sundayReplacementDays, to: c.to + 2 * p.sundayReplacementDays }),
  evaluate(ctx) {
    const days = ctx.params.sundayReplacementDays;
    const worked = [...workDays(ctx).busy.keys()].filter((d) => isoWeekdayOfDay(d) === 7).sort((a, b) => a - b);
    const out: RuleFinding[] = [];
    for (const r of assignReplacements(ctx, worked, days)) {
      if (r.replacement !== null || !nearCandidate(ctx, r.day, days)) continue;
      const [d, p] = [date(fromDayNumber(r.day)), period(r.day, days)];
      out.push({
        code: 'SUNDAY_REPLACEMENT_MISSING',
        text: {
          de: `Für die Arbeit am Sonntag, ${d.de}, fehlt ein Ersatzruhetag innerhalb von zwei Wochen.`,
          en: `The Sunday worked on ${d.en} has no replacement day off within two weeks.`,
        },
        remedy: { de: `Einen Werktag zwischen ${p.de} freigeben.`, en: `Free a working day between ${p.en}.` },
        related: [ctx.employeeRecord],
        details: { date: fromDayNumber(r.day), periodDays: days, replacementFrom: fromDayNumber(r.day - days + 1), replacementTo: fromDayNumber(r.day + days - 1) },
      });
    }
    return out;
  },
};
