/**
 * Types of the working-time law engine. Dates are 'YYYY-MM-DD', times 'HH:MM' wall-clock in the
 * planning time zone. Pure data: no database, no HTTP.
 */
import type { CheckName, Severity } from '../shared/check-types';

export type { CheckName, Locale, Severity } from '../shared/check-types';

/** One duty (Dienst). An end at or before the start ends the next day. */
export interface Duty {
  date: string;
  start: string;
  end: string;
  breakMinutes: number;
}

/** Where a duty belongs, with readable labels for the findings. */
export interface DutyContext {
  /** Absent for the candidate of a new assignment. */
  assignmentId?: string;
  orderId: string;
  orderLabel: string;
  facilityId: string;
  facilityName: string;
}

/** A duty of the candidate or another assignment; another one may lack times (legacy order). */
export interface PlannedDuty extends DutyContext {
  date: string;
  start: string | null;
  end: string | null;
  breakMinutes: number | null;
}

/** A duty turned into real instants (epoch ms) and elapsed minutes. */
export interface TimedDuty {
  duty: PlannedDuty;
  isCandidate: boolean;
  /** Day number of `date` (days since 1970-01-01). */
  day: number;
  startMs: number;
  endMs: number;
  /** Real elapsed minutes start → end (DST-correct). */
  spanMinutes: number;
  /** spanMinutes − breakMinutes. */
  netMinutes: number;
}

export interface EmployeeFacts {
  id: string;
  name: string;
  /** null = not recorded. */
  dateOfBirth: string | null;
  entryDate: string;
  exitDate: string | null;
  /** Contractual weekly hours; null = not set. */
  weeklyHours: number | null;
}

export interface AbsenceFacts {
  id: string;
  type: string;
  /** e.g. 'Krankheit'; the type code when no label is known. */
  typeLabel: string;
  startDate: string;
  endDate: string;
}

export interface FacilityFacts {
  id: string;
  name: string;
  /** Federal state code ('BY', 'NW', …); null = derive from postalCode. */
  state: string | null;
  postalCode: string | null;
}

/** One ISO week's sums of duties (other-weeks.ts); `starts` and `busy` have one count per weekday, Monday first. */
export interface WeekSummary {
  netMinutes: number;
  starts: number[];
  busy: number[];
}

/** Weeks by the day number of their Monday. */
export type WeekSummaries = Map<number, WeekSummary>;

/** Everything the engine needs, loaded beforehand by the caller. */
export interface WorkingTimeFacts {
  employee: EmployeeFacts;
  /** The duties being checked (one assignment, new or changed). */
  candidate: PlannedDuty[];
  /** The employee's other duties in `requiredWindow(...)`'s duty window, excluding the candidate's. */
  others: PlannedDuty[];
  /**
   * The employee's other duties (not the candidate's) summed per ISO week over at least
   * `requiredWindow(...)`'s weeks. Absent: summed from `others`, which then hold every duty the
   * rules need (the engine's own tests give them so).
   */
  otherWeeks?: WeekSummaries;
  /**
   * Other duties beyond `others`' window on the dates of `requiredWindow(...).holidays` (public
   * holidays of any state and the days before them), for the holiday replacement days; read with
   * the wide facts only (the narrow facts tell from the week sums whether they can matter).
   */
  holidayDuties?: PlannedDuty[];
  /** The days `others` cover (dates, inclusive); absent: every day the rules read. */
  othersWindow?: { from: string; to: string };
  /**
   * True when `others` hold only the narrow duty window: a rule that needs its wide window then
   * makes the result ask for the wide facts (`needsWiderFacts`) instead of answering.
   */
  partial?: boolean;
  absences: AbsenceFacts[];
  facilities: FacilityFacts[];
}

export interface RelatedRecord {
  type: 'employee' | 'assignment' | 'order' | 'facility' | 'absence' | 'duty';
  id: string;
  label: string;
}

export interface LocalizedText {
  de: string;
  en: string;
}

/**
 * What a rule returns: its code, what its message names (`params`: names, dates, numbers, never
 * text), the related records and the details. The words come at the end, for the findings reported
 * only, in the language asked for only (messages/<locale>/, words.ts).
 */
export interface CodedFinding {
  code: string;
  params: unknown;
  related: RelatedRecord[];
  details: Record<string, unknown>;
}

/** A finding worded in both languages (as the rule tests read one: rules/rules.fixture.ts). */
export interface WordedFinding {
  code: string;
  text: LocalizedText;
  remedy: LocalizedText | null;
  related: RelatedRecord[];
  details: Record<string, unknown>;
}

export type RuleFinding = CodedFinding;

/** One language's words of a finding. */
export interface RuleWords {
  message: string;
  remedy: string | null;
}

/** A language's messages of the rules, keyed by finding code; each entry types its own parameters. */
export type RuleCatalogue = Record<string, (params: never) => RuleWords>;

/** The engine's finding: the seed's Finding shape, extended additively. */
export interface WorkingTimeFinding {
  check: CheckName;
  severity: Severity;
  code: string;
  legalSource: string;
  message: string;
  remedy: string | null;
  related: RelatedRecord[];
  details: Record<string, unknown>;
}
