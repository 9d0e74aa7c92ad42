/**
 * The skeleton the limit rules share: a quantity measured per candidate day or per ISO week of the
 * candidate, reported when it is above the rule's limit. A rule file keeps only what is its own:
 * code, legal source, the limit, the measured quantity and the words of its finding.
 */
import { fromDayNumber, mondayOfDay } from '../shared/dates';
import { date } from './format';
import { groupByDays, type DayFinding, type GroupWords } from './group-findings';
import { around, type DayWindow, type RuleContext, type WorkingTimeRule } from './rule';
import type { LocalizedText, RelatedRecord, RuleFinding } from './types';
import { weekDetails, weekLabel } from './week-label';

/** What a limit rule says about one day or week over its limit. */
export interface OverLimit {
  /** The day ('03.05.2027') or the week ('KW 19/2026 (…)'). */
  label: LocalizedText;
  value: number;
  limit: number;
}

/** The rule's own part of a finding; `details` follow the day's or the week's, `related` is the employee unless given. */
export interface LimitFinding {
  text: LocalizedText;
  remedy: LocalizedText;
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

export interface DailyLimitRule extends LimitRule<OverLimit & { day: number }> {
  /** The quantity on a candidate day; null: the rule does not apply to that day. */
  measure(ctx: RuleContext, day: number): number | null;
  /**
   * The words of several days over the limit with the same related records (one finding,
   * group-findings.ts): `on` = 'an 4 Tagen (03.05.–06.05.2027)', `values` each day's quantity.
   */
  describeDays(ctx: RuleContext, days: { on: LocalizedText; values: number[]; limit: number }): GroupWords;
}

export interface WeeklyLimitRule extends LimitRule<OverLimit> {
  /** The quantity of each week to check, ascending by its Monday (day number). */
  measure(ctx: RuleContext): Array<{ monday: number; value: number }>;
}

/** The ISO weeks of the candidate's days: what a weekly rule reads. */
export const candidateIsoWeeks = (c: DayWindow): DayWindow => ({ from: mondayOfDay(c.from), to: mondayOfDay(c.to) + 6 });

function finding(ctx: RuleContext, code: string, own: LimitFinding, where: Record<string, unknown>): RuleFinding {
  return { code, text: own.text, remedy: own.remedy, related: own.related ?? [ctx.employeeRecord], details: { ...where, ...own.details } };
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
        const f = finding(ctx, rule.code, rule.describe(ctx, { day, label: date(iso), value, limit }), { date: iso });
        out.push({ date: iso, finding: f, duties: (ctx.byDay.get(day) ?? []).map((t) => t.duty), data: value });
      }
      return groupByDays(out, {
        shared: ['limitHours'],
        weight: (f) => f.data,
        describe: (group, on) => rule.describeDays(ctx, { on, values: group.map((f) => f.data), limit }),
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
        .map(({ monday, value }) => finding(ctx, rule.code, rule.describe(ctx, { label: weekLabel(monday), value, limit }), weekDetails(monday)));
    },
  };
}
