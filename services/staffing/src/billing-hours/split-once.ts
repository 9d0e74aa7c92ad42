import { splitWorkedHours } from './split-hours';
import type { MinutesByKind, SplitRules, WorkedDuty } from './types';

/**
 * `splitWorkedHours` for the many duties of one invoice or payroll run, equal ones split once: the
 * minutes depend only on the times, the break, the zone, the night window and the state, and a
 * month's thousands of duties share a few hundred of those (the same shifts on the same dates).
 * Returns the minutes by kind, not the segments.
 */
export function splitOnce(): (duty: WorkedDuty, rules: SplitRules) => MinutesByKind {
  const known = new Map<string, MinutesByKind>();
  return (duty, rules) => {
    const key = `${duty.start}|${duty.end}|${duty.breakMinutes}|${rules.zone}|${rules.nightWindow.start}|${rules.nightWindow.end}|${rules.state ?? ''}`;
    let minutes = known.get(key);
    if (!minutes) {
      const { worked, regular, night, sunday, holiday } = splitWorkedHours(duty, rules);
      known.set(key, (minutes = { worked, regular, night, sunday, holiday }));
    }
    return minutes;
  };
}
