/**
 * Shared by ArbZG §11 Abs. 3: each worked Sunday / public holiday needs its own replacement day off —
 * a working day (Mon–Sat) with no work at all — within a period of `days` (14 or 56) that includes
 * the worked day. First fit in chronological order, so two worked Sundays cannot share one free day.
 */
import { fromDayNumber, isoWeekdayOfDay } from '../../shared/dates';
import { date } from '../format';
import type { RuleContext } from '../rule';
import type { LocalizedText } from '../types';
import { workDays } from '../work-days';

export interface Replacement {
  day: number;
  /** The free working day assigned, or null when none is free within the period. */
  replacement: number | null;
}

export function assignReplacements(ctx: RuleContext, worked: number[], days: number): Replacement[] {
  const { busy } = workDays(ctx);
  const taken = new Set<number>();
  return worked.map((day) => {
    for (let d = day - (days - 1); d <= day + (days - 1); d++) {
      if (d === day || isoWeekdayOfDay(d) === 7 || busy.has(d) || taken.has(d)) continue;
      taken.add(d);
      return { day, replacement: d };
    }
    return { day, replacement: null };
  });
}

/** True when a candidate duty lies within `days` − 1 days of the worked day. */
export function nearCandidate(ctx: RuleContext, day: number, days: number): boolean {
  for (let d = day - (days - 1); d <= day + (days - 1); d++) if (ctx.candidateDays.has(d)) return true;
  return false;
}

/** '20.04.2026–10.05.2026' / '2026-04-20 to 2026-05-10': the days a replacement may lie on. */
export function period(day: number, days: number): LocalizedText {
  const [f, t] = [date(fromDayNumber(day - (days - 1))), date(fromDayNumber(day + (days - 1)))];
  return { de: `${f.de}–${t.de}`, en: `${f.en} to ${t.en}` };
}
