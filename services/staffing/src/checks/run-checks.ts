import { planningParameters, type Locale, type SeveritySettingsWithRules, type WorkingTimeFacts } from '../working-time';
import { buildContext } from '../working-time/rule';
import { severityTable } from '../shared/severities';
import type { CheckFacts } from './check';
import { checks } from './registry';
import { render } from './render';
import type { ConflictFacts, Finding } from './types';

export interface ConflictCheckResult {
  /** false when at least one finding has severity Error. */
  canSave: boolean;
  findings: Finding[];
  /** The facts were the narrow ones and a rule needs its wide window: load them and check again (assess-assignment.ts). */
  needsWiderFacts?: true;
}

/**
 * Runs every check of the registry (registry.ts) over the facts: qualification, the employee being
 * active, the facility's block, the days the employee stated as unavailable, the order's headcount,
 * the working-time rules (employment period, absences, duty overlap, working time, rest, night,
 * Sundays, youth; docs/working-time-rules.md), contract coverage and the lending law
 * (docs/lending-law.md). Severity: shared/severities.ts; a rule set `Off` does not run.
 * On narrow facts a check that needs its wide window makes the result ask for them instead. The
 * findings get their words as they are reported, in `locale` only (render.ts). Call validateAssignmentRange
 * first: the checks assume a valid range of a non-cancelled order.
 */
export function runConflictChecks(
  facts: ConflictFacts,
  workingTime: WorkingTimeFacts,
  settings: SeveritySettingsWithRules,
  locale: Locale = 'de',
): ConflictCheckResult {
  const all: CheckFacts = { conflict: facts, workingTime: buildContext(workingTime, planningParameters()) };
  const severities = severitiesOf(settings);
  if (workingTime.partial && checks.some((c, i) => severities[i] !== 'Off' && c.needsWideWindow?.(all))) return { canSave: true, findings: [], needsWiderFacts: true };
  const findings: Finding[] = [];
  let canSave = true;
  for (let i = 0; i < checks.length; i++) {
    const severity = severities[i];
    if (severity === 'Off') continue;
    const check = checks[i];
    const raws = check.evaluate(all);
    if (raws.length === 0) continue;
    if (severity === 'Error') canSave = false;
    for (const raw of raws) findings.push(render(raw, check, severity, locale));
  }
  return { canSave, findings };
}

/** Each check's severity under the settings, aligned with the registry. */
const severitiesOf = severityTable(checks);
