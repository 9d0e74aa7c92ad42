export type {
  AbsenceFacts,
  CandidateAssignment,
  CheckFinding,
  CheckName,
  Localized,
  ConflictCheck,
  ConflictFacts,
  ContractFacts,
  ContractStatus,
  EmployeeFacts,
  Finding,
  OrderFacts,
  RelatedRef,
  SameOrderAssignment,
  Severity,
  SeveritySettings,
} from './types';
export { runConflictChecks, type ConflictCheckResult } from './run-checks';
export {
  validateAssignmentRange,
  type RangeValidation,
  type RangeValidationCode,
} from './validate-assignment-range';
export { defaultSeverities } from './default-severities';
export { checkQualification } from './check-qualification';
export { checkEmployeeActive } from './check-employee-active';
export { checkContractCoverage } from './check-contract-coverage';
export { checkOrderHeadcount } from './check-order-headcount';
