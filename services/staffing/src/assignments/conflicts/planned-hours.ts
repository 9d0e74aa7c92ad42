import { addDays, eachDay, isoWeekOf, isoWeekStart } from './dates';
import type { ConflictFacts } from './types';

/** The candidate or one of the employee's other assignments, in one shape. */
export interface PlannedRange {
  /** null for a new (unsaved) candidate. */
  id: string | null;
  orderId: string;
  isCandidate: boolean;
  startDate: string;
  endDate: string;
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

export function plannedRanges(facts: ConflictFacts): PlannedRange[] {
  const { candidate } = facts;
  return [
    { ...candidate, id: candidate.assignmentId ?? null, isCandidate: true },
    ...facts.otherAssignments.map((o) => ({ ...o, isCandidate: false })),
  ];
}

function covers(range: PlannedRange, day: string): boolean {
  return range.startDate <= day && day <= range.endDate;
}

/** Summed hoursPerDay of every range that includes the day. */
export function hoursOnDay(ranges: PlannedRange[], day: string): number {
  return ranges.reduce((sum, r) => (covers(r, day) ? sum + r.hoursPerDay : sum), 0);
}

/** At most this many days of one assignment count in an ISO week (a five-day working week). */
export const WORKING_DAYS_PER_WEEK = 5;

/**
 * Working days of an inclusive range: its days in each ISO week, at most five per week (the same
 * count the weekly hours use). A Saturday–Sunday range has 2, a full Monday–Sunday week 5.
 */
export function workingDaysIn(startDate: string, endDate: string): number {
  const perWeek = new Map<string, number>();
  for (const day of eachDay(startDate, endDate)) perWeek.set(isoWeekStart(day), (perWeek.get(isoWeekStart(day)) ?? 0) + 1);
  return [...perWeek.values()].reduce((sum, days) => sum + Math.min(days, WORKING_DAYS_PER_WEEK), 0);
}

/** Planned hours of one range in one week: hoursPerDay × covered days, at most five of them. */
function weekHours(range: PlannedRange, days: string[]): number {
  const covered = days.filter((d) => covers(range, d)).length;
  return range.hoursPerDay * Math.min(covered, WORKING_DAYS_PER_WEEK);
}

/**
 * Planned hours of every ISO week the candidate range touches. An assignment does not say which
 * days are off, so each assignment counts `hoursPerDay` on its covered days of the week, at most
 * five of them (a five-day week); other assignments' days outside the candidate range but inside
 * the week count too.
 */
export function weeklyPlans(facts: ConflictFacts): WeekPlan[] {
  const ranges = plannedRanges(facts);
  const mondays = new Set(eachDay(facts.candidate.startDate, facts.candidate.endDate).map(isoWeekStart));
  return [...mondays].map((weekStart) => {
    const weekEnd = addDays(weekStart, 6);
    const days = eachDay(weekStart, weekEnd);
    const inWeek = ranges.filter((r) => days.some((d) => covers(r, d)));
    return {
      week: isoWeekOf(weekStart),
      weekStart,
      weekEnd,
      plannedHours: inWeek.reduce((sum, r) => sum + weekHours(r, days), 0),
      candidateHours: inWeek.filter((r) => r.isCandidate).reduce((sum, r) => sum + weekHours(r, days), 0),
      otherAssignmentIds: inWeek.flatMap((r) => (r.isCandidate || r.id === null ? [] : [r.id])),
    };
  });
}

/** Days of the candidate range on which the summed hours exceed the limit. */
export function overloadedDays(facts: ConflictFacts, limitHours: number): Array<{ date: string; hours: number }> {
  const ranges = plannedRanges(facts);
  return eachDay(facts.candidate.startDate, facts.candidate.endDate)
    .map((date) => ({ date, hours: hoursOnDay(ranges, date) }))
    .filter((d) => d.hours > limitHours);
}
