export type {
  AbsenceFacts,
  CandidateAssignment,
  CheckFinding,
  CheckName,
  ConflictCheck,
  ConflictFacts,
  ContractFacts,
  ContractStatus,
  EmployeeFacts,
  Finding,
  OrderFacts,
  OtherAssignment,
  RelatedRef,
  Severity,
  SeveritySettings,
} from './types';
export { runConflictChecks, conflictChecks, type ConflictCheckResult } from './run-checks';
export {
  validateAssignmentRange,
  type RangeValidation,
  type RangeValidationCode,
} from './validate-assignment-range';
export { defaultSeverities } from './default-severities';
export { checkQualification } from './check-qualification';
export { checkAvailability } from './check-availability';
export {
  checkWorkingHours,
  DAILY_LIMIT_HOURS,
  LEGAL_WEEKLY_LIMIT_HOURS,
  MIN_REST_HOURS,
} from './check-working-hours';
export { checkOverlap } from './check-overlap';
export { checkContractCoverage } from './check-contract-coverage';
