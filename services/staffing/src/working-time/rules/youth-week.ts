/** Shared by the youth week rules: the candidate's weeks with at least one duty worked as a minor. */
import { fromDayNumber, mondayOfDay } from '../../shared/dates';
import type { RuleContext } from '../rule';
import { isMinorOn } from '../youth';

export interface YouthWeek {
  monday: number;
  netMinutes: number;
  /** Days with a duty starting on them. */
  workDays: number;
}

export function youthWeeks(ctx: RuleContext): YouthWeek[] {
  const mondays = new Set<number>();
  for (const day of ctx.candidateDays) if (isMinorOn(ctx, fromDayNumber(day))) mondays.add(mondayOfDay(day));
  return [...mondays].sort((a, b) => a - b).map((monday) => {
    let net = 0;
    let days = 0;
    for (let d = monday; d < monday + 7; d++) {
      if (ctx.startsOn(d)) days++;
      for (const t of ctx.byDay.get(d) ?? []) net += t.netMinutes;
    }
    return { monday, netMinutes: net, workDays: days };
  });
}
