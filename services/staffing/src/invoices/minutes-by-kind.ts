import { splitWorkedHours } from '../billing-hours/split-hours';
import { instantOf } from '../billing-hours/wall-clock';
import { planningTimeZone } from '../working-time/planning-zone';
import type { FacilityTerms, MinutesByKind, WorkedDuty } from './invoice-facts';

const none: MinutesByKind = { worked: 0, night: 0, sunday: 0, holiday: 0 };

/**
 * The minutes of each duty by kind, as worked (its actual times, else the plan), for one draft: the
 * one hours split (billing-hours) in the facility's night window with the public holidays of its
 * state — night stacks on Sunday and holiday, a holiday replaces Sunday, the break lies at the
 * duty's midpoint (docs/billing.md, "The hours split").
 * A month's duties share few times (the same shifts on the same dates): equal duties — same times,
 * break, window and state — are split once per draft, and each wall-clock time is converted to an
 * instant by Temporal once (`instantOf` remembers it).
 */
export function minutesByKind(): (d: WorkedDuty, t: FacilityTerms) => MinutesByKind {
  const zone = planningTimeZone();
  const known = new Map<string, MinutesByKind>();
  return (d, t) => {
    if (!d.actual) return none;
    const { start, end, breakMinutes } = d.actual;
    const { nightWindowStart, nightWindowEnd } = t.surcharges;
    const key = `${start}|${end}|${breakMinutes}|${nightWindowStart}|${nightWindowEnd}|${t.holidayState}`;
    let minutes = known.get(key);
    if (!minutes) {
      // A duty with no time worked (a break as long as the duty) bills nothing; the split refuses it.
      const elapsed = (instantOf(end, zone) - instantOf(start, zone)) / 60_000;
      const split = elapsed > breakMinutes ? splitWorkedHours(d.actual, { zone, nightWindow: { start: nightWindowStart, end: nightWindowEnd }, state: t.holidayState }) : none;
      known.set(key, (minutes = { worked: split.worked, night: split.night, sunday: split.sunday, holiday: split.holiday }));
    }
    return minutes;
  };
}
