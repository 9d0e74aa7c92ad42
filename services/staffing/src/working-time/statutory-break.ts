/**
 * The break an order's shift plans when the order states none (docs/working-time-rules.md,
 * "Assumed breaks"): the smallest of ArbZG §4's breaks — none, 30 min, 45 min — with which the
 * duty meets §4. The statute's thresholds are on working time, and working time excludes the
 * break, so a shift of span s with break b has s − b of work: up to 6 h of span no break, up to
 * 9 h 30 min 30 min (9 h of work), beyond that 45 min. Computed from the duty's real length, so a
 * night shift over the autumn clock change (an hour longer) gets what that night needs.
 */
import { defaultParameters, type WorkingTimeParameters } from './parameters';
import { requiredBreak } from './rules/break-requirement';
import { arbzgBreakSteps } from './rules/break-too-short';
import { dutyNetMinutes } from './timed-duties';

/** Minutes of break a duty spanning `spanMinutes` (elapsed, break included) needs at least under ArbZG §4. */
export function statutoryBreak(spanMinutes: number, params: WorkingTimeParameters = defaultParameters): number {
  const steps = arbzgBreakSteps(params);
  const breaks = [0, steps.minutes, steps.longMinutes];
  return breaks.find((b) => b >= requiredBreak(spanMinutes - b, steps)) ?? steps.longMinutes;
}

/** Minutes from a shift's start to its end on the clock face (an end at or before the start ends the next day). */
export function wallClockSpanMinutes(start: string, end: string): number {
  const minuteOfDay = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (minuteOfDay(end) - minuteOfDay(start) + 1440) % 1440 || 1440;
}

/** The statutory break of a shift's duty on `date`: from its real elapsed length in the zone (DST-correct). */
export function statutoryBreakOn(date: string, start: string, end: string, zone: string, params: WorkingTimeParameters = defaultParameters): number {
  return statutoryBreak(dutyNetMinutes(date, start, end, 0, zone), params);
}
