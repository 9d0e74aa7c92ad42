/** Types of the pure assignment conflict checks. Dates are 'YYYY-MM-DD', times 'HH:MM'. */

export type CheckName = 'qualification' | 'availability' | 'workingHours' | 'overlap' | 'contractCoverage';

export type Severity = 'Warning' | 'Error';

/** Severity per check, as stored in the AssignmentValidationSettings singleton. */
export type SeveritySettings = Record<CheckName, Severity>;

export interface RelatedRef {
  type: string;
  id: string;
  /** Readable label (working-time findings): employee name, facility, order, dates and times. */
  label?: string;
}

/** The seed's finding; working-time findings add their legal source and a remedy. */
export interface Finding {
  check: CheckName;
  severity: Severity;
  code: string;
  message: string;
  related: RelatedRef[];
  details: Record<string, unknown>;
  legalSource?: string;
  remedy?: string | null;
}

/** What a single check returns; the severity is attached by runConflictChecks. */
export type CheckFinding = Omit<Finding, 'severity'>;

export interface CandidateAssignment {
  /** Set when an existing assignment is re-checked (update); absent for a new one. */
  assignmentId?: string;
  employeeId: string;
  orderId: string;
  startDate: string;
  endDate: string;
  hoursPerDay: number;
  /** 'HH:MM'; null when the shift times are not planned yet. */
  shiftStart: string | null;
  /** 'HH:MM'; a value <= shiftStart means the shift ends on the next day. */
  shiftEnd: string | null;
}

export interface OrderFacts {
  id: string;
  facilityId: string;
  requiredQualification: string | null;
  startDate: string;
  /** null = open-ended order. */
  endDate: string | null;
  /** e.g. 'Open', 'Filled', 'Cancelled'; only 'Cancelled' matters here. */
  status: string;
}

export interface EmployeeFacts {
  id: string;
  qualifications: string[];
  /** Contractual weekly hours; null = not set (no personal limit checked). */
  weeklyHours: number | null;
  entryDate: string;
  exitDate: string | null;
  active: boolean;
}

export interface AbsenceFacts {
  id: string;
  type: string;
  startDate: string;
  endDate: string;
}

export type ContractStatus = 'Draft' | 'Active' | 'Terminated';

export interface ContractFacts {
  id: string;
  facilityId: string;
  status: ContractStatus;
  validFrom: string;
  /** null = open-ended. */
  validTo: string | null;
}

/** Everything the checks need, loaded beforehand by the use case. */
export interface ConflictFacts {
  candidate: CandidateAssignment;
  order: OrderFacts;
  employee: EmployeeFacts;
  /** Qualification code -> rank; a higher rank is more qualified. */
  qualificationRanks: Record<string, number>;
  /** The employee's absences (callers may pre-filter to the candidate range). */
  absences: AbsenceFacts[];
  /** Contracts of the order's facility (others are ignored). */
  contracts: ContractFacts[];
}

export type ConflictCheck = (facts: ConflictFacts) => CheckFinding[];
