/**
 * A PUT's rows against the timesheet: each must be one of its duties; actual times all three or
 * none; the start on the duty's date or the day next to it, inside the assignment; the end after
 * the start and before the same wall-clock time the next day (what a duty of the working-time engine
 * can be: an end at or before the start's time is the next day); the break shorter than the time
 * from start to end (elapsed, planning zone). Read-only fields sent back must be as stored. Field-named 400, nothing saved.
 */
import type { TimesheetRowInput } from '@cs/contracts/http/timesheets';
import { badRequest } from '@cs/service-kit';
import { Temporal } from 'temporal-polyfill';
import { elapsedMinutes, isRealDateTime, plannedAsActual, sameActual, type ActualTimes } from './actual-times';
import { plannedOf, toTimesheetRow, type TimesheetRowRecord } from './timesheet-record';
import type { RowChange } from './timesheets.repo';

const readOnlyFields = ['plannedStart', 'plannedEnd', 'plannedBreakMinutes', 'actualEntered', 'netMinutes', 'disputeComment'] as const;
const READ_ONLY = 'is read-only: send it unchanged or leave it out';

const neighbour = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

function actualErrors(input: TimesheetRowInput, stored: TimesheetRowRecord, range: { startDate: string; endDate: string }): Record<string, string> {
  const { actualStart: start, actualEnd: end, actualBreakMinutes: brk } = input;
  const given = [start, end, brk].filter((v) => v !== null).length;
  if (given === 0) return {};
  if (given < 3) {
    const missing: Record<string, string> = {};
    if (start === null) missing.actualStart = 'is required with actualEnd and actualBreakMinutes (all three, or none for the plan)';
    if (end === null) missing.actualEnd = 'is required with actualStart and actualBreakMinutes (all three, or none for the plan)';
    if (brk === null) missing.actualBreakMinutes = 'is required with actualStart and actualEnd (all three, or none for the plan)';
    return missing;
  }
  const startDate = (start as string).slice(0, 10);
  const earliest = [neighbour(stored.date, -1), range.startDate].sort()[1];
  const latest = [neighbour(stored.date, 1), range.endDate].sort()[0];
  if (!isRealDateTime(start as string)) return { actualStart: 'must be a valid date and time' };
  if (startDate < earliest || startDate > latest) return { actualStart: `must be on ${earliest} to ${latest} (the duty's date or a day next to it, within the assignment)` };
  const minutes = elapsedMinutes(start as string, end as string);
  if (minutes === null) return { actualEnd: 'must be a valid date and time' };
  if (minutes <= 0) return { actualEnd: 'must be after actualStart' };
  const nextDay = Temporal.PlainDateTime.from(start as string).add({ days: 1 });
  if (Temporal.PlainDateTime.compare(Temporal.PlainDateTime.from(end as string), nextDay) >= 0) return { actualEnd: 'must be before the same time on the next day (less than a day after actualStart)' };
  if ((brk as number) >= minutes) return { actualBreakMinutes: `must be shorter than the time from actualStart to actualEnd (${minutes} minutes)` };
  return {};
}

/** The changes of a valid PUT; a field-named 400 otherwise. An actual equal to the plan is stored as "as planned". */
export function rowChanges(inputs: TimesheetRowInput[], stored: TimesheetRowRecord[], range: { startDate: string; endDate: string }): RowChange[] {
  const byKey = new Map(stored.map((r) => [`${r.date}#${r.position}`, r]));
  const errors: Record<string, string[]> = Object.create(null);
  const changes: RowChange[] = [];
  inputs.forEach((input, i) => {
    const row = byKey.get(`${input.date}#${input.position}`);
    if (!row) {
      errors[`rows.${i}.date`] = ['is no duty of this timesheet (date and position)'];
      return;
    }
    const asRead = toTimesheetRow(row);
    for (const field of readOnlyFields) if (input[field] !== undefined && input[field] !== asRead[field]) errors[`rows.${i}.${field}`] = [READ_ONLY];
    const bad = actualErrors(input, row, range);
    for (const [field, message] of Object.entries(bad)) errors[`rows.${i}.${field}`] = [message];
    if (Object.keys(bad).length > 0) return;
    const entered: ActualTimes | null = input.actualStart === null ? null : { start: input.actualStart, end: input.actualEnd as string, breakMinutes: input.actualBreakMinutes as number };
    const asPlanned = entered === null || sameActual(entered, plannedAsActual(plannedOf(row)));
    const change: RowChange = { date: row.date, position: row.position };
    change.actualStart = asPlanned ? null : (entered as ActualTimes).start;
    change.actualEnd = asPlanned ? null : (entered as ActualTimes).end;
    change.actualBreakMinutes = asPlanned ? null : (entered as ActualTimes).breakMinutes;
    if (input.comment !== undefined) change.comment = input.comment?.trim() ? input.comment.trim() : null;
    changes.push(change);
  });
  if (Object.keys(errors).length > 0) throw badRequest('The timesheet’s rows are invalid.', errors);
  return changes;
}
