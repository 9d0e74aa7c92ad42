export type {
  AbsenceFacts,
  CandidateAssignment,
  CheckName,
  Localized,
  ConflictFacts,
  ContractFacts,
  ContractStatus,
  EmployeeFacts,
  FacilityBlock,
  LendingFacts,
  Finding,
  OrderFacts,
  RelatedRef,
  SameOrderAssignment,
  Severity,
  SeveritySettings,
  SeveritySettingsWithRules,
  UnavailableDay,
} from './types';
export { runConflictChecks, type ConflictCheckResult } from './run-checks';
export {
  validateAssignmentRange,
  type RangeValidation,
  type RangeValidationCode,
} from './validate-assignment-range';
export { defaultSeverities, ruleDefaultSeverities, severityOf } from '../shared/severities';
export { checkQualification } from './check-qualification';
export { checkEmployeeActive } from './check-employee-active';
export { checkContractCoverage } from './check-contract-coverage';
export { checkOrderHeadcount } from './check-order-headcount';
export { checkEmployeeUnavailable } from './check-employee-unavailable';
export { checkFacilityBlock } from './check-facility-block';
export { checks } from './registry';
export { checkWindow } from './windows';
export { render, wordsOf } from './render';
export type { Check, CheckFacts, RawFinding, Words } from './check';
