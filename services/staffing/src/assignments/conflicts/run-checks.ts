import { checkAvailability } from './check-availability';
import { checkContractCoverage } from './check-contract-coverage';
import { checkOverlap } from './check-overlap';
import { checkQualification } from './check-qualification';
import { checkWorkingHours } from './check-working-hours';
import type { CheckName, ConflictCheck, ConflictFacts, Finding, SeveritySettings } from './types';

/** The five configurable checks, in the order their findings are reported. */
export const conflictChecks: Record<CheckName, ConflictCheck> = {
  qualification: checkQualification,
  availability: checkAvailability,
  workingHours: checkWorkingHours,
  overlap: checkOverlap,
  contractCoverage: checkContractCoverage,
};

const checkNames = Object.keys(conflictChecks) as CheckName[];

export interface ConflictCheckResult {
  /** false when at least one finding has severity Error. */
  canSave: boolean;
  findings: Finding[];
}

/**
 * Runs every check and attaches the configured severity. Call validateAssignmentRange
 * first: the checks assume a valid range of a non-cancelled order.
 */
export function runConflictChecks(facts: ConflictFacts, settings: SeveritySettings): ConflictCheckResult {
  const findings: Finding[] = [];
  let canSave = true;
  for (const name of checkNames) {
    const severity = settings[name];
    for (const f of conflictChecks[name](facts)) {
      findings.push({ check: f.check, code: f.code, message: f.message, related: f.related, details: f.details, severity });
      if (severity === 'Error') canSave = false;
    }
  }
  return { canSave, findings };
}
