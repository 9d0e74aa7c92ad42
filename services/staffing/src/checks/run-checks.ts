import { planningParameters, runWorkingTimeRules, type Locale, type SeveritySettingsWithRules, type WorkingTimeFacts } from '../working-time';
import { checkContractCoverage } from './check-contract-coverage';
import { checkEmployeeActive } from './check-employee-active';
import { checkEmployeeUnavailable } from './check-employee-unavailable';
import { checkFacilityBlock } from './check-facility-block';
import { severityOf } from '../shared/severities';
import { checkOrderHeadcount } from './check-order-headcount';
import { checkQualification } from './check-qualification';
import type { ConflictCheck, ConflictFacts, Finding } from './types';

export interface ConflictCheckResult {
  /** false when at least one finding has severity Error. */
  canSave: boolean;
  findings: Finding[];
  /** The facts were the narrow ones and a rule needs its wide window: load them and check again (assess-assignment.ts). */
  needsWiderFacts?: true;
}

/** The check's findings with their severity (the rule's own setting, else its own default, else the check's) in the caller's language. */
const withSeverity = (check: ConflictCheck, facts: ConflictFacts, settings: SeveritySettingsWithRules, locale: Locale): Finding[] =>
  check(facts).map(({ text, remedy, ...f }) => ({
    ...f,
    severity: severityOf(f, settings),
    message: text[locale],
    remedy: remedy ? remedy[locale] : null,
  }));

/**
 * Runs every check: qualification, the employee being active, the facility's block, the days the
 * employee stated as unavailable, the order's headcount, the working-time engine (employment
 * period, absences, duty overlap, working time, rest, night, Sundays, youth; see
 * docs/working-time-rules.md) and contract coverage. Severity: the rule's own setting, else its
 * check family's. Call validateAssignmentRange first: the checks assume a valid range of a
 * non-cancelled order.
 */
export function runConflictChecks(
  facts: ConflictFacts,
  workingTime: WorkingTimeFacts,
  settings: SeveritySettingsWithRules,
  locale: Locale = 'de',
): ConflictCheckResult {
  const workingTimeResult = runWorkingTimeRules(workingTime, { locale, severities: settings, params: planningParameters() });
  if (workingTimeResult.needsWiderFacts) return { canSave: true, findings: [], needsWiderFacts: true };
  const findings: Finding[] = [
    ...withSeverity(checkQualification, facts, settings, locale),
    ...withSeverity(checkEmployeeActive, facts, settings, locale),
    ...withSeverity(checkFacilityBlock, facts, settings, locale),
    ...withSeverity(checkEmployeeUnavailable, facts, settings, locale),
    ...withSeverity(checkOrderHeadcount, facts, settings, locale),
    ...workingTimeResult.findings,
    ...withSeverity(checkContractCoverage, facts, settings, locale),
  ];
  return { canSave: findings.every((f) => f.severity !== 'Error'), findings };
}
