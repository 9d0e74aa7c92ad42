/**
 * The shapes of the hours split (docs/billing.md, "Surcharges, hours for billing and pay"). Pure
 * data: invoices and the payroll export import them with `split-hours.ts` and `price-hours.ts`.
 */
import type { FederalState } from '@cs/contracts/federal-states';

/** One worked duty as a confirmed timesheet row holds it. */
export interface WorkedDuty {
  /** Wall-clock `YYYY-MM-DDTHH:MM` in the planning zone (`actualStart`). */
  start: string;
  /** Wall-clock `YYYY-MM-DDTHH:MM` in the planning zone, after `start` (`actualEnd`). */
  end: string;
  /** Whole minutes, 0 ≤ break < elapsed minutes. */
  breakMinutes: number;
}

/** A night window in wall-clock `HH:MM`; start > end crosses midnight (23:00–06:00); start ≠ end. */
export interface NightWindow {
  start: string;
  end: string;
}

/** Where and by which rules a duty is split. */
export interface SplitRules {
  /** IANA zone the wall-clock times are in: the planning zone (`planningTimeZone()`). */
  zone: string;
  /** The facility's night window (facility_directory `night_window_start`/`_end`). */
  nightWindow: NightWindow;
  /** The facility's federal state for its public holidays; null = nationwide holidays only. */
  state: FederalState | null;
}

/** A stretch of worked time of one kind-combination on one wall-clock date (breaks left out). */
export interface HoursSegment {
  /** The wall-clock date the stretch lies on. */
  date: string;
  /** Wall-clock `YYYY-MM-DDTHH:MM` where the stretch begins and ends (one up to midnight ends `<next date>T00:00`). */
  start: string;
  end: string;
  /** Real elapsed minutes (the autumn change's repeated hour counts twice, the spring one's skipped hour not). */
  minutes: number;
  /** Inside the night window. */
  night: boolean;
  /** On a Sunday that is not a public holiday (a holiday replaces Sunday). */
  sunday: boolean;
  /** The public holiday's name (date-holidays, German), or null. */
  holiday: string | null;
}

/** Minutes by kind. `night` overlaps the others; `weekday + sunday + holiday = worked`. */
export interface MinutesByKind {
  /** Net minutes worked: elapsed less the break. */
  worked: number;
  /** Worked minutes with no surcharge kind at all (not night, not Sunday, not holiday). */
  regular: number;
  night: number;
  sunday: number;
  holiday: number;
}

export interface HoursSplit extends MinutesByKind {
  /** In time order; their minutes sum to `worked`. */
  segments: HoursSegment[];
}
