/** What a working-time rule is, and the shared, precomputed view of the facts it reads. */
import { mondayOfDay, toDayNumber } from '../shared/dates';
import type { WorkingTimeParameters } from './parameters';
import { timeDuties, type TimedDuties } from './timed-duties';
import type { CheckName, FacilityFacts, RelatedRecord, RuleFinding, TimedDuty, WorkingTimeFacts } from './types';

export interface DayWindow {
  /** Day numbers, inclusive. */
  from: number;
  to: number;
}

export interface WorkingTimeRule {
  /** Stable rule code, e.g. 'REST_TOO_SHORT'. */
  code: string;
  /** The seed's check family whose severity applies unless the rule has its own. */
  check: CheckName;
  /** e.g. 'ArbZG §5 Abs. 1'. */
  legalSource: string;
  /** Days of the employee's other duties this rule reads, given the candidate's days. */
  window(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  /** Days of which this rule reads only whether their Sundays are worked (wider than `window`). */
  sundaysWindow?(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  evaluate(ctx: RuleContext): RuleFinding[];
}

export interface RuleContext extends TimedDuties {
  facts: WorkingTimeFacts;
  params: WorkingTimeParameters;
  /** Candidate days, inclusive (day numbers). */
  span: DayWindow;
  /** Timed duties by start day, each list sorted by start. */
  byDay: Map<number, TimedDuty[]>;
  /** Sorted days with at least one timed duty. */
  days: number[];
  /** Days with a candidate duty. */
  candidateDays: Set<number>;
  facility(id: string): FacilityFacts | undefined;
  employeeRecord: RelatedRecord;
}

/** Builds the shared view once per check: linear in the number of duties. */
export function buildContext(facts: WorkingTimeFacts, params: WorkingTimeParameters): RuleContext {
  const timed = timeDuties(facts.candidate, facts.others, params.timeZone);
  const byDay = new Map<number, TimedDuty[]>();
  for (const t of timed.all) {
    const list = byDay.get(t.day);
    if (list) list.push(t);
    else byDay.set(t.day, [t]);
  }
  const candidateDays = new Set(facts.candidate.map((d) => toDayNumber(d.date)));
  const cDays = [...candidateDays];
  const span = cDays.length ? { from: Math.min(...cDays), to: Math.max(...cDays) } : { from: 0, to: -1 };
  const facilities = new Map(facts.facilities.map((f) => [f.id, f]));
  return {
    ...timed, facts, params, span, byDay, candidateDays,
    days: [...byDay.keys()].sort((a, b) => a - b),
    facility: (id) => facilities.get(id),
    employeeRecord: { type: 'employee', id: facts.employee.id, label: facts.employee.name },
  };
}

const weeklyCache = new WeakMap<RuleContext, Map<number, number>>();

/** Net minutes per ISO week (key: day number of the Monday); computed once per context (several rules read it). */
export function weeklyNetMinutes(ctx: RuleContext): Map<number, number> {
  let weeks = weeklyCache.get(ctx);
  if (weeks) return weeks;
  weeks = new Map<number, number>();
  for (const t of ctx.all) {
    const monday = mondayOfDay(t.day);
    weeks.set(monday, (weeks.get(monday) ?? 0) + t.netMinutes);
  }
  weeklyCache.set(ctx, weeks);
  return weeks;
}

/** Candidate week Mondays, ascending. */
export function candidateWeeks(ctx: RuleContext): number[] {
  return [...new Set([...ctx.candidateDays].map(mondayOfDay))].sort((a, b) => a - b);
}

/** Window helper: the candidate's days widened by `before` and `after` days. */
export const around = (before: number, after: number) => (c: DayWindow): DayWindow => ({ from: c.from - before, to: c.to + after });

/** Net hours of each candidate week (all duties), ascending by Monday. */
export function candidateWeekHours(ctx: RuleContext): Array<{ monday: number; value: number }> {
  const weeks = weeklyNetMinutes(ctx);
  return candidateWeeks(ctx).map((monday) => ({ monday, value: (weeks.get(monday) ?? 0) / 60 }));
}

/** Net hours of all duties starting on the day. */
export const netHoursOn = (ctx: RuleContext, day: number): number => (ctx.byDay.get(day) ?? []).reduce((s, t) => s + t.netMinutes, 0) / 60;
