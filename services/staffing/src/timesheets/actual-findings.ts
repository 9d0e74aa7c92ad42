/**
 * The working-time findings of a week's actual times, by the one check engine: the assignment is
 * checked as if its duties were what was worked — each week with a current timesheet (this one and
 * the assignment's others) its actual times, every other week its plan — exactly as the preview
 * `POST /api/assignments/check` checks an edited assignment (the employee's other assignments as
 * planned). Reported: the working-time rules' findings that concern this week.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import type { FindingResponse } from '@cs/contracts/http/assignments';
import { assignments } from '../schema';
import { checkAssignment } from '../assignments/check-assignment';
import { dutiesOf } from '../assignments/duties.repo';
import { workingTimeRules, type Locale } from '../working-time';
import { asDuty } from './actual-times';
import { weekOfDate } from './iso-week';
import { actualOf, type TimesheetRowRecord } from './timesheet-record';
import { otherWeeksRows } from './timesheets.repo';

const workingTimeCodes = new Set(workingTimeRules.map((rule) => rule.code));

/** The dates a finding names (`date`, `dates`, `days[].date`) and the ranges it covers (week, run, absence). */
function concernsWeek(f: FindingResponse, monday: string, sunday: string): boolean {
  const d = (f.details ?? {}) as Record<string, unknown>;
  const dates = [d.date, ...(Array.isArray(d.dates) ? d.dates : []), ...(Array.isArray(d.days) ? d.days.map((x: { date?: unknown }) => x?.date) : [])].filter((x): x is string => typeof x === 'string');
  const ranges = [[d.weekStart, d.weekEnd], [d.from, d.to], [d.startDate, d.endDate]].filter((r): r is [string, string] => typeof r[0] === 'string' && typeof r[1] === 'string');
  if (dates.length === 0 && ranges.length === 0) return true;
  return dates.some((x) => x >= monday && x <= sunday) || ranges.some(([from, to]) => from <= sunday && to >= monday);
}

export async function actualFindings(q: Queryable, sheet: { assignmentId: string; weekStart: string }, rows: TimesheetRowRecord[], locale?: Locale): Promise<FindingResponse[]> {
  const [assignment] = await q.select().from(assignments).where(eq(assignments.id, sheet.assignmentId));
  if (!assignment || assignment.deletedAt) return [];
  const week = weekOfDate(sheet.weekStart);
  const worked = [...rows, ...(await otherWeeksRows(q, sheet.assignmentId, sheet.weekStart))];
  const coveredMondays = new Set([week.monday, ...worked.map((r) => weekOfDate(r.date).monday)]);
  const planned = ((await dutiesOf(q, [assignment.id])).get(assignment.id) ?? []).filter((duty) => !coveredMondays.has(weekOfDate(duty.date).monday));
  const duties = [
    ...planned.flatMap((duty) => (duty.start !== null && duty.end !== null ? [{ date: duty.date, start: duty.start, end: duty.end, breakMinutes: duty.breakMinutes ?? 0 }] : [])),
    ...worked.flatMap((r) => {
      const actual = actualOf(r);
      return actual ? [asDuty(actual)] : [];
    }),
  ];
  const { findings } = await checkAssignment(q, {
    assignmentId: assignment.id, employeeId: assignment.employeeId, orderId: assignment.orderId,
    startDate: assignment.startDate, endDate: assignment.endDate, duties, locale,
  });
  return findings.filter((f) => workingTimeCodes.has(f.code) && concernsWeek(f, week.monday, week.sunday));
}
