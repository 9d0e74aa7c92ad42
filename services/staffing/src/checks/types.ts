/** Types of the check engine's facts and findings. Dates are 'YYYY-MM-DD', times 'HH:MM'. */

import type { CheckName, Severity } from '../shared/check-types';
import type { DateRange } from '../lending/periods';

export type { CheckName, Locale, Severity, SeveritySettings, SeveritySettingsWithRules } from '../shared/check-types';

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

/** A text in both languages (labels built for either). */
export interface Localized {
  de: string;
  en: string;
}


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
  /** Readable order label, its range: '2026-05-01 – 2026-05-31' (messages add "Auftrag"/"order"). */
  label: string;
  facilityId: string;
  /** From the facility directory; the id while the directory does not know the facility. */
  facilityName: string;
  requiredQualification: string | null;
  startDate: string;
  /** null = open-ended order. */
  endDate: string | null;
  /** e.g. 'Open', 'Filled', 'Cancelled'; only 'Cancelled' matters here. */
  status: string;
  /** How many people the order asks for on each of its days. */
  headcount: number;
}

/** Another live assignment of the candidate's order whose range meets the candidate's (the one being edited left out). */
export interface SameOrderAssignment {
  id: string;
  startDate: string;
  endDate: string;
  /** 'Anna Müller' */
  employeeName: string;
}

export interface EmployeeFacts {
  id: string;
  /** 'Anna Müller' */
  name: string;
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
  /** Qualification code -> label ('pflegefachkraft' -> 'Pflegefachkraft'); a code without one is shown as is. */
  qualificationLabels: Record<string, string>;
  /** The employee's absences (callers may pre-filter to the candidate range). */
  absences: AbsenceFacts[];
  /** Contracts of the order's facility (others are ignored). */
  contracts: ContractFacts[];
  /** The order's other live assignments over the candidate's dates (its places already taken). */
  sameOrder: SameOrderAssignment[];
  /** The dates of the candidate's duties (a night duty counts on the date it starts). */
  dutyDates: string[];
  /** The days within the candidate's range the employee stated as `unavailable` (employee_availability). */
  unavailableDays: UnavailableDay[];
  /** The order's facility's block of the employee (employee_facility_preferences), if any. */
  facilityBlock: FacilityBlock | null;
  /** null: not read (every lending-law rule is `Off`) — the lending rules then find nothing. */
  lending: LendingFacts | null;
}

/** A day the employee stated as unavailable, with their note. */
export interface UnavailableDay {
  date: string;
  note: string | null;
}

/** A facility's `blocked` wish for an employee (reason required there). */
export interface FacilityBlock {
  id: string;
  reason: string;
}


/**
 * The lending-law facts of the employee at the order facility's counting party (its client, or the
 * facility itself without one; docs/lending-law.md): the other periods that count, the periods of
 * direct employment and the client's own limits. The candidate assignment itself is not among them.
 */
export interface LendingFacts {
  party: { id: string; name: string; isClient: boolean };
  /** The client's own limits (absent: the statute's). */
  limits: { maxMonths?: number; equalPayMonths?: number };
  /** Assignments at any of the party's facilities and history periods lent (another agency, before this system). */
  lendings: DateRange[];
  /** History periods of direct employment at the client. */
  employedByClient: DateRange[];
}
