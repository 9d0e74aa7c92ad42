/**
 * Shared by ArbZG §4 and JArbSchG §11: the break a duty of some net length needs. The candidate's
 * duties with too short a break are one finding (group-findings.ts), each day's numbers in `days`.
 */
import { dutyRecords, round2 } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import type { WorkingTimeParameters } from '../parameters';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { PlannedDuty, RuleFinding, TimedDuty } from '../types';

export interface BreakSteps {
  afterHours: number;
  minutes: number;
  longAfterHours: number;
  longMinutes: number;
}

/** Minutes of break needed for a duty with `netMinutes` of work (more than the threshold). */
export function requiredBreak(netMinutes: number, s: BreakSteps): number {
  if (netMinutes > s.longAfterHours * 60) return s.longMinutes;
  if (netMinutes > s.afterHours * 60) return s.minutes;
  return 0;
}

type ShortBreak = DayFinding<{ t: TimedDuty; planned: number; required: number }>;

export function breakFindings(ctx: RuleContext, code: string, steps: BreakSteps, applies: (t: TimedDuty) => boolean): RuleFinding[] {
  const out: ShortBreak[] = [];
  for (const t of ctx.candidate) {
    if (!applies(t)) continue;
    const required = requiredBreak(t.netMinutes, steps);
    const planned = t.duty.breakMinutes ?? 0;
    if (planned >= required) continue;
    const params: BreakParams = { duty: t.duty, planned, required, work: t.netMinutes / 60 };
    const finding: RuleFinding = {
      code,
      params,
      related: [ctx.employeeRecord, ...dutyRecords(t.duty)],
      details: { date: t.duty.date, start: t.duty.start, end: t.duty.end, workHours: round2(t.netMinutes / 60), breakMinutes: planned, requiredBreakMinutes: required },
    };
    out.push({ date: t.duty.date, finding, duties: [t.duty], data: { t, planned, required } });
  }
  return groupByDays(out, grouping);
}

const grouping: DayGrouping<ShortBreak['data']> = {
  shared: [],
  weight: (f) => f.data.required - f.data.planned,
  group(group) {
    const d = group.map((f) => f.data);
    const params: BreaksParams = { duties: d.map((x) => x.t.duty), planned: d.map((x) => x.planned), required: d.map((x) => x.required), work: d.map((x) => x.t.netMinutes / 60) };
    return { params, ownRemedy: true };
  },
};

/** A duty's planned and required break (minutes) at its hours of work. */
export interface BreakParams {
  duty: PlannedDuty;
  planned: number;
  required: number;
  work: number;
}

/** The same of several days, each day's numbers. */
export interface BreaksParams {
  duties: PlannedDuty[];
  planned: number[];
  required: number[];
  work: number[];
}

/** A break rule: its break steps (from the parameters) checked on the candidate duties it applies to. */
export function breakRule(rule: {
  code: string;
  legalSource: string;
  steps(params: WorkingTimeParameters): BreakSteps;
  appliesTo(ctx: RuleContext, duty: TimedDuty): boolean;
}): WorkingTimeRule {
  return {
    code: rule.code,
    check: 'workingHours',
    legalSource: rule.legalSource,
    window: around(0, 0),
    evaluate: (ctx) => breakFindings(ctx, rule.code, rule.steps(ctx.params), (t) => rule.appliesTo(ctx, t)),
  };
}
