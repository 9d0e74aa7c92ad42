/**
 * Shared by ArbZG §11 Abs. 3: each worked Sunday / public holiday needs its own replacement day off —
 * a working day (Mon–Sat) with no work at all — within a period of `days` (14 or 56) that includes
 * the worked day. First fit in chronological order, so two worked Sundays cannot share one free day.
 */
import { fromDayNumber, isoWeekdayOfDay } from '../../shared/dates';
import type { WorkingTimeParameters } from '../parameters';
import { around, type DayWindow, type RuleContext, type WorkingTimeRule } from '../rule';
import type { RelatedRecord, RuleFinding } from '../types';

export interface Replacement {
  day: number;
  /** The free working day assigned, or null when none is free within the period. */
  replacement: number | null;
}

export function assignReplacements(ctx: RuleContext, worked: number[], days: number): Replacement[] {
  const taken = new Set<number>();
  return worked.map((day) => {
    for (let d = day - (days - 1); d <= day + (days - 1); d++) {
      if (d === day || isoWeekdayOfDay(d) === 7 || ctx.isBusy(d) || taken.has(d)) continue;
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

/** What the message of a worked day without a replacement names: the day, the period a replacement may lie in, the rule's own. */
export interface ReplacementParams<P = unknown> {
  date: string;
  from: string;
  to: string;
  own: P;
}

/** A worked day that needs a replacement day off, with what the rule's finding tells of it. */
export type WorkedDay<W> = { day: number } & W;

interface ReplacementRule<W> {
  code: string;
  legalSource: string;
  /** The period a replacement must lie in (days), from the parameters. */
  periodDays(params: WorkingTimeParameters): number;
  /** The days worked in `within` (the rule's window) that need a replacement day off (any order). */
  worked(ctx: RuleContext, within: DayWindow): Array<WorkedDay<W>>;
  /** True: the worked days come with the duties worked on public holidays (`holidaysWindow`). */
  holidays?: boolean;
  /**
   * Days in `within` that may be worked days too, where partial facts hold only the week sums (not
   * the duties): they take replacement days like the worked ones, and one left without a replacement
   * makes the rule ask for the wide facts, which tell (`needsWideWindow`).
   */
  uncertain?(ctx: RuleContext, within: DayWindow): number[];
  describe(ctx: RuleContext, worked: WorkedDay<W>): {
    /** What its message names besides the day and the period. */
    params: unknown;
    related: RelatedRecord[];
    /** Details between the worked date and the period's. */
    details: Record<string, unknown>;
  };
}

/** A rule of ArbZG §11 Abs. 3: each worked day near the candidate without a free replacement day is reported. */
export function replacementRule<W>(rule: ReplacementRule<W>): WorkingTimeRule {
  /** Worked days within two periods of the candidate: each can take a free day one period from it. */
  const reach = (c: DayWindow, p: WorkingTimeParameters): DayWindow => ({ from: c.from - 2 * rule.periodDays(p), to: c.to + 2 * rule.periodDays(p) });
  /** The worked days (`worked` set) and the uncertain ones in order, each with its replacement day; once per check (the wide-window question and the evaluation both ask). */
  const replacements = (ctx: RuleContext): Array<Replacement & { worked?: WorkedDay<W> }> => ctx.once(replace);
  const replace = (ctx: RuleContext): Array<Replacement & { worked?: WorkedDay<W> }> => {
    const within = reach(ctx.span, ctx.params);
    const worked = rule.worked(ctx, within);
    const uncertain = rule.uncertain?.(ctx, within) ?? [];
    if (worked.length === 0 && uncertain.length === 0) return [];
    const days: Array<{ day: number; worked?: WorkedDay<W> }> = [];
    for (const w of worked) days.push({ day: w.day, worked: w });
    for (const day of uncertain) days.push({ day });
    days.sort((a, b) => a.day - b.day);
    const found = assignReplacements(ctx, days.map((d) => d.day), rule.periodDays(ctx.params));
    return found.map((r, i) => ({ day: r.day, replacement: r.replacement, worked: days[i].worked }));
  };
  return {
    code: rule.code,
    check: 'workingHours',
    legalSource: rule.legalSource,
    window: around(0, 0),
    weeksWindow: reach,
    ...(rule.holidays ? { holidaysWindow: reach } : {}),
    // First fit is optimal for these periods (one length, taken in order): when the worked and the
    // uncertain days all get a replacement, the worked days alone do too, and nothing is reported.
    ...(rule.uncertain ? { needsWideWindow: (ctx: RuleContext) => {
      const all = replacements(ctx);
      return all.some((r) => r.worked === undefined) && all.some((r) => r.replacement === null);
    } } : {}),
    evaluate(ctx) {
      const days = rule.periodDays(ctx.params);
      const out: RuleFinding[] = [];
      for (const r of replacements(ctx)) {
        if (r.replacement !== null || r.worked === undefined || !nearCandidate(ctx, r.day, days)) continue;
        const own = rule.describe(ctx, r.worked);
        const params: ReplacementParams = { date: fromDayNumber(r.day), from: fromDayNumber(r.day - (days - 1)), to: fromDayNumber(r.day + (days - 1)), own: own.params };
        out.push({
          code: rule.code,
          params,
          related: own.related,
          details: { date: fromDayNumber(r.day), ...own.details, periodDays: days, replacementFrom: fromDayNumber(r.day - days + 1), replacementTo: fromDayNumber(r.day + days - 1) },
        });
      }
      return out;
    },
  };
}
