import type { FederalState } from '@cs/contracts/federal-states';
import type { ActualTimes } from '../timesheets/actual-times';
import type { MinutesByKind as SplitMinutes } from '../billing-hours/types';

/** One confirmed duty not yet on a live invoice, with who worked it where. */
export interface WorkedDuty {
  timesheetId: string;
  assignmentId: string;
  date: string;
  position: number;
  employeeId: string;
  /** "Müller, Anna" */
  employeeName: string;
  facilityId: string;
  /** The order's required qualification (what the facility ordered and is billed for); null: none named. */
  orderQualification: string | null;
  employeeQualifications: string[];
  /** What was worked (the entered times, else the plan); null: an untimed duty, nothing to bill. */
  actual: ActualTimes | null;
  /** The employee's distance to the facility; null: none recorded. */
  km: number | null;
}

/** Surcharges in percent of the billing rate (null: none), and the night window (wall clock). */
export interface Surcharges {
  nightPercent: number | null;
  sundayPercent: number | null;
  holidayPercent: number | null;
  nightWindowStart: string;
  nightWindowEnd: string;
}

/** A facility's prices as the directory knows them (EUR with at most two decimals). */
export interface FacilityTerms {
  facilityId: string;
  name: string;
  /** The federal state whose public holidays are billed: recorded, else from the postal code; null: nationwide ones only. */
  holidayState: FederalState | null;
  billingRate: number | null;
  qualificationRates: Array<{ qualification: string; rate: number }>;
  mealAllowanceRate: number | null;
  travelCostMode: string | null;
  travelCostRate: number | null;
  travelCostPerKm: number | null;
  surcharges: Surcharges;
}

/** Minutes of one duty by what they are billed as; night, Sunday and holiday minutes are also in `worked`. */
export type MinutesByKind = Omit<SplitMinutes, 'regular'>;
