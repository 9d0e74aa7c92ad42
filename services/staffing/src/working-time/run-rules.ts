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

/** What the facts query reads for a check: duties in `from`–`to`; in `sundaysFrom`–`sundaysTo` beyond that, only which Sundays are worked. */
export interface RequiredWindow {
  from: string;
  to: string;
  sundaysFrom: string;
  sundaysTo: string;
}

/**
 * The dates of the employee's other duties the rules need for these candidate dates (the union
 * of every rule's window), and the wider range whose worked Sundays alone matter (the union of the
 * rules' `sundaysWindow`: free Sundays per calendar year). The facts query reads exactly this, no more.
 */
export function requiredWindow(candidateDates: string[], params: WorkingTimeParameters = defaultParameters): RequiredWindow | null {
  if (candidateDates.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const d of candidateDates) {
    const n = toDayNumber(d);
    if (n < first) first = n;
    if (n > last) last = n;
  }
  const span: DayWindow = { from: first, to: last };
  const duties = { from: first, to: last };
  const sundays = { from: first, to: last };
  const widen = (into: DayWindow, w: DayWindow) => {
    if (w.from < into.from) into.from = w.from;
    if (w.to > into.to) into.to = w.to;
  };
  for (const rule of workingTimeRules) {
    widen(duties, rule.window(span, params));
    if (rule.sundaysWindow) widen(sundays, rule.sundaysWindow(span, params));
  }
  widen(sundays, duties);
  return { from: fromDayNumber(duties.from), to: fromDayNumber(duties.to), sundaysFrom: fromDayNumber(sundays.from), sundaysTo: fromDayNumber(sundays.to) };
}
