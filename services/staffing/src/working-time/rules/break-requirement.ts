/**
 * Shared by ArbZG §4 and JArbSchG §11: the break a duty of some net length needs. The candidate's
 * duties with too short a break are one finding (group-findings.ts), each day's numbers in `days`.
 */
import { capitalized } from '../date-list';
import { dutiesLabel, dutyLabel, dutyRecords, minutes, round2, spread } from '../format';
import { groupByDays, type DayFinding, type DayGrouping } from '../group-findings';
import type { WorkingTimeParameters } from '../parameters';
import { around, type RuleContext, type WorkingTimeRule } from '../rule';
import type { RuleFinding, TimedDuty } from '../types';

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
    const label = dutyLabel(t.duty);
    const finding: RuleFinding = {
      code,
      text: {
        de: `Der Dienst ${label.de} plant ${planned} min Pause; bei ${netText(t, 'de')} h Arbeit sind mindestens ${required} min vorgeschrieben.`,
        en: `The duty ${label.en} plans ${planned} min of break; ${netText(t, 'en')} h of work require at least ${required} min.`,
      },
      remedy: { de: `Pause auf mindestens ${required} min verlängern.`, en: `Extend the break to at least ${required} min.` },
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
  describe(group, on) {
    const d = group.map((f) => f.data);
    const [l, p, r, w] = [dutiesLabel(d.map((x) => x.t.duty)), spread(d.map((x) => x.planned), minutes), spread(d.map((x) => x.required), minutes), spread(d.map((x) => x.t.netMinutes / 60))];
    const On = capitalized(on);
    return {
      text: {
        de: `${On.de} planen die Dienste ${l.de} je ${p.de} min Pause; bei ${w.de} h Arbeit sind mindestens ${r.de} min vorgeschrieben.`,
        en: `${On.en} the duties ${l.en} plan ${p.en} min of break each; ${w.en} h of work require at least ${r.en} min.`,
      },
      remedy: { de: `Die Pause an jedem dieser Tage auf mindestens ${r.de} min verlängern.`, en: `Extend the break on each of these days to at least ${r.en} min.` },
    };
  },
};

function netText(t: TimedDuty, locale: 'de' | 'en'): string {
  const s = String(Number((t.netMinutes / 60).toFixed(2)));
  return locale === 'de' ? s.replace('.', ',') : s;
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
