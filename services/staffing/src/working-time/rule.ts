/** What a working-time rule is, and the shared, precomputed view of the facts it reads. */
import { mondayOfDay, toDayNumber } from '../shared/dates';
import { dayMarks, summariseWeeks, type DayMarks, type WeekSummaries } from './other-weeks';
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
  /**
   * Its findings say the rule could not be checked (data nobody entered: no date of birth, a duty
   * without times): a Warning whatever the check family's severity, an Error only when the rule's
   * own severity says so (severityOf).
   */
  notCheckable?: true;
  /** Days of the employee's other duties this rule reads, given the candidate's days. */
  window(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  /** Days whose week sums (other-weeks.ts: net minutes, days started and worked) this rule reads. */
  weeksWindow?(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  /** Days whose public holidays this rule looks at, with the duties worked on them. */
  holidaysWindow?(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  /**
   * A rule that reads far only in rare cases: `window` covers what tells whether the case is there
   * (`needsWideWindow`, asked on the narrow facts), `wideWindow` what it reads then.
   */
  wideWindow?(candidate: DayWindow, params: WorkingTimeParameters): DayWindow;
  needsWideWindow?(ctx: RuleContext): boolean;
  /** A cheap precondition: false means `evaluate` would find nothing, so the runners skip it (e.g. the youth rules for an adult). */
  appliesTo?(ctx: RuleContext): boolean;
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
  /** The other duties per ISO week: given, or summed from `facts.others`. */
  otherWeeks: WeekSummaries;
  /** The candidate's duties per ISO week. */
  ownWeeks: WeekSummaries;
  /** Whether any duty (candidate or other) starts on the day. */
  startsOn(day: number): boolean;
  /** Whether the day has any work 00:00–24:00 (a night duty from the day before counts). */
  isBusy(day: number): boolean;
  /** What `make` derives from this context, made once per context (rests, replacement days: several rules ask). */
  once<T>(make: (ctx: RuleContext) => T): T;
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
  const otherWeeks = facts.otherWeeks ?? summariseWeeks(facts.others, params.timeZone);
  const own = summariseWeeks(facts.candidate, params.timeZone);
  // Built when a rule first asks (most ask about many days): one flag per day of the weeks read.
  let marks: DayMarks | undefined;
  let made: Map<unknown, unknown> | undefined;
  // Every field named, no spread: an object literal spreading another one with this many fields
  // falls back to slow (dictionary) properties, which cost more than all the rest of this function.
  const ctx: RuleContext = {
    all: timed.all, candidate: timed.candidate, untimed: timed.untimed, facts, params, span, byDay, candidateDays, otherWeeks, ownWeeks: own,
    days: [...byDay.keys()].sort((a, b) => a - b),
    facility: (id) => facilities.get(id),
    employeeRecord: { type: 'employee', id: facts.employee.id, label: facts.employee.name },
    startsOn: (day) => (marks ??= dayMarks(own, otherWeeks)).startsOn(day),
    isBusy: (day) => (marks ??= dayMarks(own, otherWeeks)).isBusy(day),
    once<T>(make: (ctx: RuleContext) => T): T {
      made ??= new Map();
      if (!made.has(make)) made.set(make, make(ctx));
      return made.get(make) as T;
    },
  };
  return ctx;
}

/** Net minutes of all duties (candidate and other) starting in the ISO week of this Monday. */
export function weekNetMinutes(ctx: RuleContext, monday: number): number {
  return (ctx.otherWeeks.get(monday)?.netMinutes ?? 0) + (ctx.ownWeeks.get(monday)?.netMinutes ?? 0);
}

/** Candidate week Mondays, ascending. */
export function candidateWeeks(ctx: RuleContext): number[] {
  return [...new Set([...ctx.candidateDays].map(mondayOfDay))].sort((a, b) => a - b);
}

/** Window helper: the candidate's days widened by `before` and `after` days. */
export const around = (before: number, after: number) => (c: DayWindow): DayWindow => ({ from: c.from - before, to: c.to + after });

/** Net hours of each candidate week (all duties), ascending by Monday. */
export function candidateWeekHours(ctx: RuleContext): Array<{ monday: number; value: number }> {
  return candidateWeeks(ctx).map((monday) => ({ monday, value: weekNetMinutes(ctx, monday) / 60 }));
}

/** Net hours of all duties starting on the day. */
export const netHoursOn = (ctx: RuleContext, day: number): number => (ctx.byDay.get(day) ?? []).reduce((s, t) => s + t.netMinutes, 0) / 60;
