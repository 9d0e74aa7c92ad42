import { fromDayNumber, isoWeekOfDay, mondayOfDay, toDayNumber } from './dates';
import type { ConflictFacts } from './types';

/**
 * The candidate or one of the employee's other assignments, in one shape. `first`/`last` are the
 * day numbers of startDate/endDate: the working-hours arithmetic runs on integers, converting
 * back to 'YYYY-MM-DD' only for what it reports.
 */
export interface PlannedRange {
  /** null for a new (unsaved) candidate. */
  id: string | null;
  orderId: string;
  isCandidate: boolean;
  first: number;
  last: number;
  hoursPerDay: number;
  shiftStart: string | null;
  shiftEnd: string | null;
}

export interface WeekPlan {
  week: string;
  weekStart: string;
  weekEnd: string;
  plannedHours: number;
  candidateHours: number;
  /** Other assignments with at least one day in this week. */
  otherAssignmentIds: string[];
}

const planned = (
  r: { orderId: string; startDate: string; endDate: string; hoursPerDay: number; shiftStart: string | null; shiftEnd: string | null },
  id: string | null,
  isCandidate: boolean,
): PlannedRange => ({
  id,
  orderId: r.orderId,
  isCandidate,
  first: toDayNumber(r.startDate),
  last: toDayNumber(r.endDate),
  hoursPerDay: r.hoursPerDay,
  shiftStart: r.shiftStart,
  shiftEnd: r.shiftEnd,
});

/** The candidate first, then the other assignments in their given order. */
export function plannedRanges(facts: ConflictFacts): PlannedRange[] {
  const { candidate } = facts;
  return [planned(candidate, candidate.assignmentId ?? null, true), ...facts.otherAssignments.map((o) => planned(o, o.id, false))];
}

/** At most this many days of one assignment count in an ISO week (a five-day working week). */
export const WORKING_DAYS_PER_WEEK = 5;

/** Working days of the day range [first, last] in the ISO week starting `monday`: its days there, at most five. */
function workingDaysInWeek(first: number, last: number, monday: number): number {
  const days = Math.max(0, Math.min(last, monday + 6) - Math.max(first, monday) + 1);
  return Math.min(days, WORKING_DAYS_PER_WEEK);
}

/**
 * Working days of an inclusive range: its days in each ISO week, at most five per week (the same
 * count the weekly hours use). A Saturday–Sunday range has 2, a full Monday–Sunday week 5.
 */
export function workingDaysIn(startDate: string, endDate: string): number {
  const first = toDayNumber(startDate);
  const last = toDayNumber(endDate);
  let days = 0;
  for (let monday = mondayOfDay(first); monday <= last; monday += 7) {
    days += workingDaysInWeek(first, last, monday);
  }
  return days;
}

/**
 * Planned hours of every ISO week the candidate range touches. An assignment does not say which
 * days are off, so each assignment counts `hoursPerDay` on its covered days of the week, at most
 * five of them (a five-day week); other assignments' days outside the candidate range but inside
 * the week count too.
 */
export function weeklyPlans(ranges: PlannedRange[]): WeekPlan[] {
  const [candidate] = ranges;
  const plans: WeekPlan[] = [];
  for (let monday = mondayOfDay(candidate.first); monday <= candidate.last; monday += 7) {
    const sunday = monday + 6;
    let plannedHours = 0;
    let candidateHours = 0;
    const otherAssignmentIds: string[] = [];
    for (const r of ranges) {
      const days = workingDaysInWeek(r.first, r.last, monday);
      if (days === 0) continue;
      const hours = r.hoursPerDay * days;
      plannedHours += hours;
      if (r.isCandidate) candidateHours += hours;
      else if (r.id !== null) otherAssignmentIds.push(r.id);
    }
    plans.push({
      week: isoWeekOfDay(monday),
      weekStart: fromDayNumber(monday),
      weekEnd: fromDayNumber(sunday),
      plannedHours,
      candidateHours,
      otherAssignmentIds,
    });
  }
  return plans;
}

/** Days of the candidate range on which the summed hoursPerDay of every range exceed the limit. */
export function overloadedDays(ranges: PlannedRange[], limitHours: number): Array<{ date: string; hours: number }> {
  const [candidate] = ranges;
  const days: Array<{ date: string; hours: number }> = [];
  for (let day = candidate.first; day <= candidate.last; day++) {
    let hours = 0;
    for (const r of ranges) if (r.first <= day && day <= r.last) hours += r.hoursPerDay;
    if (hours > limitHours) days.push({ date: fromDayNumber(day), hours });
  }
  return days;
}
