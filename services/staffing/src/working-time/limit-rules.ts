/**
 * The skeleton the limit rules share: a quantity measured per candidate day or per ISO week of the
 * candidate, reported when it is above the rule's limit. A rule file keeps only what is its own:
 * code, legal source, the limit, the measured quantity and what the message of its finding names.
 */
import { fromDayNumber, mondayOfDay } from '../shared/dates';
import { groupByDays, type DayFinding, type GroupParams } from './group-findings';
import { around, type DayWindow, type RuleContext, type WorkingTimeRule } from './rule';
import type { RelatedRecord, RuleFinding } from './types';
import { weekDetails } from './week-label';

/** What a limit rule says about one day or week over its limit. */
export interface OverLimit {
  value: number;
  limit: number;
}

/** The rule's own part of a finding; `details` follow the day's or the week's, `related` is the employee unless given. */
export interface LimitFinding {
  params: unknown;
  details: Record<string, unknown>;
  related?: RelatedRecord[];
}

interface LimitRule<Over> {
  code: string;
  legalSource: string;
  /** The limit; null: the rule does not apply to this employee. */
  limit(ctx: RuleContext): number | null;
  describe(ctx: RuleContext, over: Over): LimitFinding;
}

export interface DailyLimitRule extends LimitRule<OverLimit & { day: number; date: string }> {
  /** The quantity on a candidate day; null: the rule does not apply to that day. */
  measure(ctx: RuleContext, day: number): number | null;
  /**
   * What the message of several days over the limit with the same related records names (one
   * finding, group-findings.ts; its own remedy): `values` each day's quantity.
   */
  describeDays(ctx: RuleContext, days: { values: number[]; limit: number }): Omit<GroupParams, 'ownRemedy'>;
}

export interface WeeklyLimitRule extends LimitRule<OverLimit & { monday: number }> {
  /** The quantity of each week to check, ascending by its Monday (day number). */
  measure(ctx: RuleContext): Array<{ monday: number; value: number }>;
}

/** The ISO weeks of the candidate's days: what a weekly rule reads. */
export const candidateIsoWeeks = (c: DayWindow): DayWindow => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 });

function finding(ctx: RuleContext, code: string, own: LimitFinding, where: Readonly<Record<string, unknown>>): RuleFinding {
  const details: Record<string, unknown> = {};
  for (const k in where) details[k] = where[k];
  for (const k in own.details) details[k] = own.details[k];
  return { code, params: own.params, related: own.related ?? [ctx.employeeRecord], details };
}

/** Each candidate day (ascending) whose measured quantity is above the limit; days saying the same are one finding. */
export function dailyLimitRule(rule: DailyLimitRule): WorkingTimeRule {
  return {
    code: rule.code,
    check: 'workingHours',
    legalSource: rule.legalSource,
    window: around(0, 0),
    evaluate(ctx) {
      const limit = rule.limit(ctx);
      if (limit === null) return [];
      const out: Array<DayFinding<number>> = [];
      for (const day of [...ctx.candidateDays].sort((a, b) => a - b)) {
        const value = rule.measure(ctx, day);
        if (value === null || value <= limit) continue;
        const iso = fromDayNumber(day);
        const f = finding(ctx, rule.code, rule.describe(ctx, { day, date: iso, value, limit }), { date: iso });
        out.push({ date: iso, finding: f, duties: (ctx.byDay.get(day) ?? []).map((t) => t.duty), data: value });
      }
      return groupByDays(out, {
        shared: ['limitHours'],
        weight: (f) => f.data,
        group: (group) => ({ ...rule.describeDays(ctx, { values: group.map((f) => f.data), limit }), ownRemedy: true }),
      });
    },
  };
}

/** Each ISO week of the candidate whose measured quantity is above the limit. */
export function weeklyLimitRule(rule: WeeklyLimitRule): WorkingTimeRule {
  return {
    code: rule.code,
    check: 'workingHours',
    legalSource: rule.legalSource,
    window: candidateIsoWeeks,
    evaluate(ctx) {
      const limit = rule.limit(ctx);
      if (limit === null) return [];
      return rule
        .measure(ctx)
        .filter(({ value }) => value > limit)
        .map(({ monday, value }) => finding(ctx, rule.code, rule.describe(ctx, { monday, value, limit }), weekDetails(monday)));
    },
  };
}
