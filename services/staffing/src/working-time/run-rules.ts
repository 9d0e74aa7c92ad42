/**
 * Runs every working-time rule over the facts and attaches severities and the language.
 * Severity: the rule's own setting, else its check family's (the seed's five checks).
 */
import { fromDayNumber, toDayNumber } from '../shared/dates';
import { defaultSeverities } from '../assignments/conflicts/default-severities';
import { defaultParameters, type WorkingTimeParameters } from './parameters';
import { buildContext, type DayWindow } from './rule';
import { workingTimeRules } from './rules';
import type { Locale, Severity, SeveritySettingsWithRules, WorkingTimeFacts, WorkingTimeFinding } from './run-rules.types';

export type { SeveritySettingsWithRules };

export interface RunOptions {
  locale?: Locale;
  severities?: SeveritySettingsWithRules;
  params?: Partial<WorkingTimeParameters>;
}

export interface WorkingTimeResult {
  canSave: boolean;
  findings: WorkingTimeFinding[];
}

export function runWorkingTimeRules(facts: WorkingTimeFacts, options: RunOptions = {}): WorkingTimeResult {
  const locale = options.locale ?? 'de';
  const settings: SeveritySettingsWithRules = options.severities ?? defaultSeverities;
  const params = options.params ? { ...defaultParameters, ...options.params } : defaultParameters;
  const ctx = buildContext(facts, params);
  const findings: WorkingTimeFinding[] = [];
  let canSave = true;
  for (const rule of workingTimeRules) {
    const severity: Severity = settings.rules?.[rule.code] ?? settings[rule.check];
    for (const f of rule.evaluate(ctx)) {
      findings.push({
        check: rule.check, severity, code: f.code, legalSource: rule.legalSource,
        message: f.text[locale], remedy: f.remedy ? f.remedy[locale] : null, related: f.related, details: f.details,
      });
      if (severity === 'Error') canSave = false;
    }
  }
  return { canSave, findings };
}

/**
 * The dates of the employee's other duties the rules need for these candidate dates (the union
 * of every rule's window). The facts query reads exactly this range, no more.
 */
export function requiredWindow(candidateDates: string[], params: WorkingTimeParameters = defaultParameters): { from: string; to: string } | null {
  if (candidateDates.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const d of candidateDates) {
    const n = toDayNumber(d);
    if (n < first) first = n;
    if (n > last) last = n;
  }
  const span: DayWindow = { from: first, to: last };
  let from = first;
  let to = last;
  for (const rule of workingTimeRules) {
    const w = rule.window(span, params);
    if (w.from < from) from = w.from;
    if (w.to > to) to = w.to;
  }
  return { from: fromDayNumber(from), to: fromDayNumber(to) };
}
