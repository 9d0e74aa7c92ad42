import { splitOnce } from '../billing-hours/split-once';
import { instantOf } from '../billing-hours/wall-clock';
import { planningTimeZone } from '../working-time/planning-zone';
import type { FacilityTerms, MinutesByKind, WorkedDuty } from './invoice-facts';

const none: MinutesByKind = { worked: 0, night: 0, sunday: 0, holiday: 0 };

/**
 * The minutes of each duty by kind, as worked (its actual times, else the plan), for one draft: the
 * one hours split (billing-hours) in the facility's night window with the public holidays of its
 * state — night stacks on Sunday and holiday, a holiday replaces Sunday, the break lies at the
 * duty's midpoint (docs/billing.md, "The hours split"). Equal duties are split once per draft
 * (`splitOnce`), and each wall-clock time is converted to an instant by Temporal once (`instantOf`
 * remembers it).
 */
export function minutesByKind(): (d: WorkedDuty, t: FacilityTerms) => MinutesByKind {
  const zone = planningTimeZone();
  const split = splitOnce();
  return (d, t) => {
    if (!d.actual) return none;
    const { start, end, breakMinutes } = d.actual;
    // A duty with no time worked (a break as long as the duty) bills nothing; the split refuses it.
    if ((instantOf(end, zone) - instantOf(start, zone)) / 60_000 <= breakMinutes) return none;
    const { nightWindowStart, nightWindowEnd } = t.surcharges;
    return split(d.actual, { zone, nightWindow: { start: nightWindowStart, end: nightWindowEnd }, state: t.holidayState });
  };
}
