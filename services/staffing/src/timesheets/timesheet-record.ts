import type { TimesheetResponse, TimesheetRow, TimesheetSummary } from '@cs/contracts/http/timesheets';
import type { FindingResponse } from '@cs/contracts/http/assignments';
import type { timesheetRows, timesheets } from '../schema';
import { weekOfDate } from './iso-week';
import { netMinutesOf, plannedAsActual, type ActualTimes } from './actual-times';

export type TimesheetRecord = typeof timesheets.$inferSelect;
export type TimesheetRowRecord = typeof timesheetRows.$inferSelect;
/** A timesheet with the names it is shown with. */
export interface NamedTimesheet {
  sheet: TimesheetRecord;
  firstName: string;
  lastName: string;
  facilityName: string | null;
}

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));
/** PostgreSQL's `timestamp` text (`2026-10-24 21:00:00`) as the API's wall clock (`2026-10-24T21:00`). */
export const wallClock = (t: string | null) => (t === null ? null : `${t.slice(0, 10)}T${t.slice(11, 16)}`);

export const plannedOf = (r: TimesheetRowRecord) => ({ date: r.date, start: hhmm(r.plannedStart), end: hhmm(r.plannedEnd), breakMinutes: r.plannedBreakMinutes });

/** What was worked: the entered times, else the plan (null: untimed plan, nothing entered). */
export function actualOf(r: TimesheetRowRecord): ActualTimes | null {
  if (r.actualStart !== null && r.actualEnd !== null) return { start: wallClock(r.actualStart) as string, end: wallClock(r.actualEnd) as string, breakMinutes: r.actualBreakMinutes ?? 0 };
  return plannedAsActual(plannedOf(r));
}

export function toTimesheetRow(r: TimesheetRowRecord): TimesheetRow {
  const planned = plannedOf(r);
  const actual = actualOf(r);
  return {
    date: r.date,
    position: r.position,
    plannedStart: planned.start,
    plannedEnd: planned.end,
    plannedBreakMinutes: planned.breakMinutes,
    actualStart: actual?.start ?? null,
    actualEnd: actual?.end ?? null,
    actualBreakMinutes: actual?.breakMinutes ?? null,
    actualEntered: r.actualStart !== null,
    netMinutes: actual ? netMinutesOf(actual) : null,
    comment: r.comment,
    disputeComment: r.disputeComment,
  };
}

const stamp = (at: Date | null, userId: string | null, name: string | null) => (at ? { at: at.toISOString(), by: { userId, name } } : null);

export const timesheetLabel = (t: NamedTimesheet) => `${t.lastName}, ${t.firstName} – ${t.facilityName ?? t.sheet.facilityId}, ${weekOfDate(t.sheet.weekStart).week}`;

export function toTimesheetSummary(t: NamedTimesheet, totalNetMinutes: number): TimesheetSummary {
  const s = t.sheet;
  const week = weekOfDate(s.weekStart);
  return {
    id: s.id,
    assignmentId: s.assignmentId,
    employeeId: s.employeeId,
    employeeName: `${t.lastName}, ${t.firstName}`,
    orderId: s.orderId,
    facilityId: s.facilityId,
    facilityName: t.facilityName,
    week: week.week,
    weekStart: week.monday,
    weekEnd: week.sunday,
    state: s.state,
    revision: s.revision,
    previousRevisionId: s.previousId,
    supersededById: s.supersededById,
    totalNetMinutes,
    submitted: stamp(s.submittedAt, s.submittedById, s.submittedByName),
    confirmed: stamp(s.confirmedAt, s.confirmedById, s.confirmedByName),
    disputed: stamp(s.disputedAt, s.disputedById, s.disputedByName),
    disputeComment: s.disputeComment,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toTimesheetResponse(t: NamedTimesheet, rows: TimesheetRowRecord[], findings: FindingResponse[]): TimesheetResponse {
  const answered = rows.map(toTimesheetRow);
  const total = answered.reduce((sum, r) => sum + (r.netMinutes ?? 0), 0);
  return { ...toTimesheetSummary(t, total), rows: answered, findings };
}

/** The record as events carry it: the timesheet and its rows, without findings (they change with other records). */
export const toTimesheetEventData = (t: NamedTimesheet, rows: TimesheetRowRecord[]) => {
  const { findings: _f, ...data } = toTimesheetResponse(t, rows, []);
  return data;
};
