/** Shared by ArbZG §4 and JArbSchG §11: the break a duty of some net length needs. */
import { dutyLabel, dutyRecords } from '../format';
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

export function breakFindings(ctx: RuleContext, code: string, steps: BreakSteps, applies: (t: TimedDuty) => boolean): RuleFinding[] {
  const out: RuleFinding[] = [];
  for (const t of ctx.candidate) {
    if (!applies(t)) continue;
    const required = requiredBreak(t.netMinutes, steps);
    const planned = t.duty.breakMinutes ?? 0;
    if (planned >= required) continue;
    const label = dutyLabel(t.duty);
    out.push({
      code,
      text: {
        de: `Der Dienst ${label.de} plant ${planned} min Pause; bei ${netText(t, 'de')} h Arbeit sind mindestens ${required} min vorgeschrieben.`,
        en: `The duty ${label.en} plans ${planned} min of break; ${netText(t, 'en')} h of work require at least ${required} min.`,
      },
      remedy: { de: `Pause auf mindestens ${required} min verlängern.`, en: `Extend the break to at least ${required} min.` },
      related: [ctx.employeeRecord, ...dutyRecords(t.duty)],
      details: { date: t.duty.date, start: t.duty.start, end: t.duty.end, workHours: Number((t.netMinutes / 60).toFixed(2)), breakMinutes: planned, requiredBreakMinutes: required },
    });
  }
  return out;
}

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
