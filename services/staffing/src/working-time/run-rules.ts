/**
 * Runs every working-time rule over the facts and attaches severities and the words (words.ts).
 * Severity: the rule's own setting, else its check family's (the seed's five checks); a rule that
 * says it could not check something is a Warning unless its own setting says otherwise.
 */
import { fromDayNumber, toDayNumber } from '../shared/dates';
import { defaultSeverities, severityOf } from '../shared/severities';
import { defaultParameters, type WorkingTimeParameters } from './parameters';
import { buildContext, type DayWindow, type WorkingTimeRule } from './rule';
import { workingTimeRules } from './rules';
import { holidaysInAnyState } from './public-holidays';
import { ruleWords } from './words';
import type { Locale, SeveritySettingsWithRules, WorkingTimeFacts, WorkingTimeFinding } from './run-rules.types';

export type { SeveritySettingsWithRules };

export interface RunOptions {
  locale?: Locale;
  severities?: SeveritySettingsWithRules;
  params?: Partial<WorkingTimeParameters>;
}

export interface WorkingTimeResult {
  canSave: boolean;
  findings: WorkingTimeFinding[];
  /** The facts were `partial` and a rule needs its wide window: load `requiredWindow().wideFrom…wideTo` and run again. */
  needsWiderFacts?: true;
}

export function runWorkingTimeRules(facts: WorkingTimeFacts, options: RunOptions = {}): WorkingTimeResult {
  const locale = options.locale ?? 'de';
  const settings: SeveritySettingsWithRules = options.severities ?? defaultSeverities;
  const params = options.params ? { ...defaultParameters, ...options.params } : defaultParameters;
  const ctx = buildContext(facts, params);
  if (facts.partial && workingTimeRules.some((rule) => rule.needsWideWindow?.(ctx))) return { canSave: true, findings: [], needsWiderFacts: true };
  const findings: WorkingTimeFinding[] = [];
  let canSave = true;
  for (const rule of workingTimeRules) {
    const severity = severityOf(rule, settings);
    if (severity === 'Off') continue;
    if (rule.appliesTo && !rule.appliesTo(ctx)) continue;
    for (const f of rule.evaluate(ctx)) {
      const { message, remedy } = ruleWords(f, locale);
      findings.push({ check: rule.check, severity, code: f.code, legalSource: rule.legalSource, message, remedy, related: f.related, details: f.details });
      if (severity === 'Error') canSave = false;
    }
  }
  return { canSave, findings };
}


/** What the facts query reads for a check: each rule's need (rule.ts), unions over all rules. */
export interface RequiredWindow {
  /** The other duties every check reads. */
  from: string;
  to: string;
  /** The other duties read when a rule needs its wide window (`needsWiderFacts`); contains from–to. */
  wideFrom: string;
  wideTo: string;
  /** The week sums read (other-weeks.ts); contains from–to. */
  weeksFrom: string;
  weeksTo: string;
  /** Dates beyond from–to whose other duties are read for the holiday replacement days: public holidays of any state and the days before them (computed on access). */
  readonly holidays: string[];
}

/**
 * The employee's other duties, week sums and holiday duties the rules need for these candidate
 * dates — the union of every rule's windows (the working-time rules', or the given ones: the check
 * registry's, checks/windows.ts). The facts query reads exactly this, no more.
 */
export function requiredWindow(
  candidateDates: string[],
  params: WorkingTimeParameters = defaultParameters,
  rules: ReadonlyArray<Pick<WorkingTimeRule, 'window' | 'weeksWindow' | 'holidaysWindow' | 'wideWindow'>> = workingTimeRules,
): RequiredWindow | null {
  if (candidateDates.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const d of candidateDates) {
    const n = toDayNumber(d);
    if (n < first) first = n;
    if (n > last) last = n;
  }
  const span: DayWindow = { from: first, to: last };
  const duties = { ...span };
  const wide = { ...span };
  const weeks = { ...span };
  const holidays = { from: Infinity, to: -Infinity };
  const widen = (into: DayWindow, w: DayWindow | undefined) => {
    if (!w) return;
    if (w.from < into.from) into.from = w.from;
    if (w.to > into.to) into.to = w.to;
  };
  for (const rule of rules) {
    widen(duties, rule.window(span, params));
    widen(wide, rule.wideWindow?.(span, params));
    widen(weeks, rule.weeksWindow?.(span, params));
    widen(holidays, rule.holidaysWindow?.(span, params));
  }
  widen(wide, duties);
  widen(weeks, duties);
  return {
    from: fromDayNumber(duties.from), to: fromDayNumber(duties.to),
    wideFrom: fromDayNumber(wide.from), wideTo: fromDayNumber(wide.to),
    weeksFrom: fromDayNumber(weeks.from), weeksTo: fromDayNumber(weeks.to),
    // Only the wide facts read them (load-conflict-facts.ts): computed when asked, not on every check.
    get holidays() {
      return holidays.from > holidays.to ? [] : holidayDates(holidays.from - 1, holidays.to).filter((d) => d < duties.from || d > duties.to).map(fromDayNumber);
    },
  };
}

/** Public holidays of any state within the days, and the day before each (a night duty works into it). */
function holidayDates(from: number, to: number): number[] {
  const days = new Set<number>();
  for (const day of holidaysInAnyState(from, to)) {
    if (day - 1 >= from) days.add(day - 1);
    days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}
