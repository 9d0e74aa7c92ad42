import { splitOnce } from '../billing-hours/split-once';
import type { NightWindow } from '../billing-hours/types';
import { planningTimeZone } from '../working-time/planning-zone';
import { facilityState } from '../working-time/public-holidays';
import type { ConfirmedDuty } from './confirmed-duties.repo';
import type { DutyMinutes } from './employee-figures';

/** The facility's federal state (its holidays): recorded, else from its postal code, else none (nationwide holidays only). */
const stateOf = (d: ConfirmedDuty) => facilityState({ state: d.facilityState, postalCode: d.facilityPostalCode });

/**
 * A duty's minutes for pay: the one hours split (billing-hours) in the payroll's night window — not
 * the facility's billing window, so pay does not depend on a client's terms — with the holidays of
 * the facility's state, where the work was done. A holiday's minutes are not also Sunday minutes.
 * One function per run: equal duties are split once (`splitOnce`).
 */
export const splitForPay = (nightWindow: NightWindow): ((duty: ConfirmedDuty) => DutyMinutes) => {
  const split = splitOnce();
  return (duty) => split({ start: duty.start, end: duty.end, breakMinutes: duty.breakMinutes }, { zone: planningTimeZone(), nightWindow, state: stateOf(duty) });
};
