/**
 * Rest periods: the time between the end of one working day's last duty and the start of the next
 * working day's first duty (a working day = the date a duty starts on). The gap inside a split
 * shift on one day is not a rest period. Overlapping duties are the overlap rule's business.
 */
import { round2 } from './format';
import type { DayFinding } from './group-findings';
import type { RuleContext } from './rule';
import type { PlannedDuty, RuleFinding, TimedDuty } from './types';

export interface Rest {
  before: TimedDuty;
  /** null = no later duty in the window: the rest lasts at least until the window's end. */
  after: TimedDuty | null;
  minutes: number;
  involvesCandidate: boolean;
}

/** Rests in chronological order; computed once per context. Linear in the number of duties. */
export const restsOf = (ctx: RuleContext): Rest[] => ctx.once(findRests);

function findRests(ctx: RuleContext): Rest[] {
  const rests: Rest[] = [];
  let prev: TimedDuty | null = null;
  let prevDayHasCandidate = false;
  for (const day of ctx.days) {
    const duties = ctx.byDay.get(day) ?? [];
    const first = duties[0];
    const hasCandidate = duties.some((d) => d.isCandidate);
    if (prev && first && first.startMs >= prev.endMs) {
      rests.push({ before: prev, after: first, minutes: (first.startMs - prev.endMs) / 60_000, involvesCandidate: prevDayHasCandidate || hasCandidate });
    }
    prev = duties.reduce<TimedDuty | null>((a, d) => (a === null || d.endMs > a.endMs ? d : a), null);
    prevDayHasCandidate = hasCandidate;
  }
  if (prev) rests.push({ before: prev, after: null, minutes: Infinity, involvesCandidate: prevDayHasCandidate });
  return rests;
}

/** A rest's finding as one date of a group (group-findings.ts): dated by the duty after the rest. */
export function restDay(r: Rest, finding: RuleFinding): DayFinding<Rest> {
  return { date: r.after?.duty.date ?? r.before.duty.date, finding, duties: r.after ? [r.before.duty, r.after.duty] : [r.before.duty], data: r };
}

/** What a group of rests between the same duties' orders names: the duties before and after, each rest's hours. */
export interface RestGroup {
  before: PlannedDuty[];
  after: PlannedDuty[];
  hours: number[];
}

/** A group of rests' parameters, and the shortest rest's hours (for the details). */
export function restGroup(group: Array<DayFinding<Rest>>): { rests: RestGroup; minHours: number } {
  const rests = group.map((f) => f.data);
  const minutes = rests.map((r) => r.minutes);
  return {
    rests: { before: rests.map((r) => r.before.duty), after: rests.flatMap((r) => (r.after ? [r.after.duty] : [])), hours: minutes.map((m) => m / 60) },
    minHours: round2(Math.min(...minutes) / 60),
  };
}
