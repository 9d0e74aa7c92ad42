import { netMinutesOf } from '../timesheets/actual-times';
import type { FacilityTerms, MinutesByKind, WorkedDuty } from './invoice-facts';

/** The minutes of a duty by kind, as worked (its actual times, else the plan). */
export function minutesByKind(d: WorkedDuty, _t: FacilityTerms): MinutesByKind {
  if (!d.actual) return { worked: 0, night: 0, sunday: 0, holiday: 0 };
  return { worked: netMinutesOf(d.actual), night: 0, sunday: 0, holiday: 0 };
}
