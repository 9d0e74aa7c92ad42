/**
 * Working-hours check: an APPROXIMATION, not a time-sheet calculation.
 *
 * - An assignment does not say which days are off (care work runs seven days a week), so
 *   each assignment counts `hoursPerDay` on its covered days of an ISO week, at most five
 *   of them (a five-day week): a full week at 8 h/day is 40 h. Two assignments in one week
 *   add up. Days off are not tracked, so the figure can be off by the days the employee
 *   really works beyond five; the default severity of this check is Warning for that reason.
 * - Weekly hours are summed per ISO week (Mon–Sun) over the candidate and all other
 *   assignments of the employee; only weeks the candidate range touches are reported.
 * - Daily limit: 10 h for the candidate alone or summed over all assignments on a day.
 * - Rest period: at least 11 h between the end of one shift and the start of the next,
 *   only where both shifts have known times; shiftEnd <= shiftStart crosses midnight.
 *   Limits follow the German Working Hours Act (ArbZG §§ 3, 5) without its exceptions
 *   (averaging periods, reduced rest in care facilities).
 */
import { formatHours, formatRange } from './format';
import { overloadedDays, plannedRanges, weeklyPlans, type PlannedRange, type WeekPlan } from './planned-hours';
import { findRestViolations, type RestViolation } from './rest-periods';
import type { CheckFinding, ConflictFacts, RelatedRef } from './types';

export const DAILY_LIMIT_HOURS = 10;
export const LEGAL_WEEKLY_LIMIT_HOURS = 48;
export const MIN_REST_HOURS = 11;

export function checkWorkingHours(facts: ConflictFacts): CheckFinding[] {
  const ranges = plannedRanges(facts);
  return [...dailyFindings(facts, ranges), ...weeklyFindings(facts, ranges), ...restFindings(ranges)];
}

function dailyFindings(facts: ConflictFacts, ranges: PlannedRange[]): CheckFinding[] {
  const { candidate } = facts;
  const orderRef = { type: 'order', id: candidate.orderId };
  if (candidate.hoursPerDay > DAILY_LIMIT_HOURS) {
    return [{
      check: 'workingHours',
      code: 'DAILY_LIMIT_EXCEEDED',
      message: `The assignment plans ${formatHours(candidate.hoursPerDay)} h per day, more than the daily limit of ${DAILY_LIMIT_HOURS} h.`,
      related: [orderRef],
      details: { hoursPerDay: candidate.hoursPerDay, limitHours: DAILY_LIMIT_HOURS, days: [] },
    }];
  }
  const days = overloadedDays(ranges, DAILY_LIMIT_HOURS);
  const [first] = days;
  const last = days.at(-1);
  if (!first || !last) return [];
  const worst = days.reduce((a, b) => (b.hours > a.hours ? b : a));
  return [{
    check: 'workingHours',
    code: 'DAILY_LIMIT_EXCEEDED',
    message:
      `Together with other assignments the employee would work more than ${DAILY_LIMIT_HOURS} h a day on ` +
      `${days.length} day(s) from ${formatRange(first.date, last.date)}` +
      ` (up to ${formatHours(worst.hours)} h on ${worst.date}).`,
    related: [orderRef, ...otherRefs(facts, first.date, last.date)],
    details: { hoursPerDay: candidate.hoursPerDay, limitHours: DAILY_LIMIT_HOURS, days },
  }];
}

function otherRefs(facts: ConflictFacts, from: string, to: string): RelatedRef[] {
  return facts.otherAssignments
    .filter((o) => o.startDate <= to && from <= o.endDate)
    .map((o) => ({ type: 'assignment', id: o.id }));
}

function weeklyFindings(facts: ConflictFacts, ranges: PlannedRange[]): CheckFinding[] {
  const personal = facts.employee.weeklyHours;
  return weeklyPlans(ranges).flatMap((w) => {
    const related = w.otherAssignmentIds.map((id) => ({ type: 'assignment', id }));
    const out: CheckFinding[] = [];
    if (personal !== null && w.plannedHours > personal) {
      out.push({
        check: 'workingHours',
        code: 'WEEKLY_HOURS_EXCEEDED',
        message:
          `In week ${w.week} (${formatRange(w.weekStart, w.weekEnd)}) ${formatHours(w.plannedHours)} h are planned, ` +
          `more than the employee's ${formatHours(personal)} contractual weekly hours.`,
        related,
        details: weekDetails(w, personal),
      });
    }
    if (w.plannedHours > LEGAL_WEEKLY_LIMIT_HOURS) {
      out.push({
        check: 'workingHours',
        code: 'LEGAL_WEEKLY_LIMIT_EXCEEDED',
        message:
          `In week ${w.week} (${formatRange(w.weekStart, w.weekEnd)}) ${formatHours(w.plannedHours)} h are planned, ` +
          `more than the legal limit of ${LEGAL_WEEKLY_LIMIT_HOURS} h per week.`,
        related,
        details: weekDetails(w, LEGAL_WEEKLY_LIMIT_HOURS),
      });
    }
    return out;
  });
}

function weekDetails(w: WeekPlan, limitHours: number) {
  return {
    week: w.week, weekStart: w.weekStart, weekEnd: w.weekEnd,
    plannedHours: w.plannedHours, candidateHours: w.candidateHours, limitHours,
  };
}

function restFindings(ranges: PlannedRange[]): CheckFinding[] {
  return findRestViolations(ranges, MIN_REST_HOURS).map((v) => restFinding(v));
}

function restFinding(v: RestViolation): CheckFinding {
  const between = v.counterpart
    ? `with assignment ${v.counterpart.id} (order ${v.counterpart.orderId})`
    : 'between consecutive shifts of this assignment';
  const what =
    v.restMinutes < 0
      ? `Shifts overlap in time ${between}: a shift starts ${v.nextShiftStart} before the previous one ends ${v.previousShiftEnd}`
      : `Only ${formatHours(v.restMinutes / 60)} h of rest ${between}: a shift ends ${v.previousShiftEnd} ` +
        `and the next starts ${v.nextShiftStart} (minimum ${MIN_REST_HOURS} h)`;
  const affected = `${v.dates.length} day(s) affected from ${formatRange(v.dates[0] ?? '', v.dates.at(-1) ?? '')}`;
  return {
    check: 'workingHours',
    code: 'REST_PERIOD_VIOLATED',
    message: `${what}; ${affected}.`,
    related: v.counterpart?.id
      ? [{ type: 'assignment', id: v.counterpart.id }, { type: 'order', id: v.counterpart.orderId }]
      : [],
    details: {
      counterpartAssignmentId: v.counterpart?.id ?? null,
      restHours: Math.max(0, Number((v.restMinutes / 60).toFixed(2))),
      overlapping: v.restMinutes < 0,
      minimumRestHours: MIN_REST_HOURS,
      previousShiftEnd: v.previousShiftEnd,
      nextShiftStart: v.nextShiftStart,
      dates: v.dates,
    },
  };
}
