import { epochMillisecondsOf, netMinutesOf } from '../timesheets/actual-times';
import { planningTimeZone } from '../working-time/planning-zone';
import type { FacilityTerms, MinutesByKind, WorkedDuty } from './invoice-facts';

/**
 * The minutes of each duty by kind, as worked (its actual times, else the plan), for one draft.
 * A month's duties share few wall-clock times (the same shifts on the same dates), so each time's
 * instant is computed by Temporal once per draft and remembered: 4 200 duties need ≈ 60 conversions.
 */
export function minutesByKind(): (d: WorkedDuty, t: FacilityTerms) => MinutesByKind {
  const zone = planningTimeZone();
  const instants = new Map<string, number>();
  const epochOf = (wallClock: string) => {
    let at = instants.get(wallClock);
    if (at === undefined) instants.set(wallClock, (at = epochMillisecondsOf(wallClock, zone)));
    return at;
  };
  return (d) => {
    if (!d.actual) return { worked: 0, night: 0, sunday: 0, holiday: 0 };
    return { worked: netMinutesOf(d.actual, zone, epochOf), night: 0, sunday: 0, holiday: 0 };
  };
}
