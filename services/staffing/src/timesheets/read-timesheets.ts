import type { FileAnswer } from '@cs/contracts';
import type { ListTimesheetsQuery, TimesheetResponse } from '@cs/contracts/http/timesheets';
import { notFound, pageOf, type Queryable } from '@cs/service-kit';
import type { Locale } from '../working-time';
import { planningDay } from '../working-time/planning-zone';
import { actualFindings } from './actual-findings';
import { weekOrCurrent } from './iso-week';
import { refreshUntouchedTimesheets } from './refresh-untouched';
import { renderTimesheetPdf, timesheetPdfName } from './timesheet-pdf';
import { toTimesheetResponse, toTimesheetRow, toTimesheetSummary, type NamedTimesheet } from './timesheet-record';
import { findTimesheet, listTimesheets, makeMissingTimesheets, rowsOf } from './timesheets.repo';
import { listLimits, type TimesheetReach } from './timesheet-reach';

export const timesheetNotFound = () => notFound('Timesheet');

/**
 * The timesheets of a week (default: this week, planning time zone). A week that has begun gets its
 * missing timesheets first — one per live assignment with duties in it, as planned now — so the
 * first read of a week makes them; a future week lists only what exists (nothing: its plan can still change).
 * Timesheets nobody has touched yet follow the plan (refresh-untouched.ts).
 */
export async function listTimesheetsOfWeek(q: Queryable, query: Omit<ListTimesheetsQuery, 'week'> & { week?: string }, reach: TimesheetReach, today = planningDay()) {
  const week = weekOrCurrent(query.week, today);
  const limits = listLimits(reach, query);
  if (!limits) return pageOf({ rows: [], total: 0 }, (t: NamedTimesheet) => toTimesheetSummary(t, 0), query);
  const { employeeId, facilityId } = limits;
  if (week.monday <= today) {
    const scope = { monday: week.monday, sunday: week.sunday, facilityId, employeeId };
    await q.transaction(async (tx) => {
      await refreshUntouchedTimesheets(tx, scope);
      await makeMissingTimesheets(tx, scope);
    });
  }
  const found = await listTimesheets(q, { ...query, employeeId, facilityId, monday: week.monday, sunday: week.sunday }, reach);
  const rows = await rowsOf(q, found.rows.map((t) => t.sheet.id));
  const total = (t: NamedTimesheet) => (rows.get(t.sheet.id) ?? []).map(toTimesheetRow).reduce((sum, r) => sum + (r.netMinutes ?? 0), 0);
  return pageOf(found, (t: NamedTimesheet) => toTimesheetSummary(t, total(t)), query);
}

/** One timesheet the caller may see (another employee's or facility's → 404), with its rows and the findings of its actual times. */
export async function getTimesheet(q: Queryable, id: string, reach: TimesheetReach, locale?: Locale): Promise<TimesheetResponse> {
  const sheet = await findTimesheet(q, id, reach);
  if (!sheet) throw timesheetNotFound();
  return answer(q, sheet, locale);
}

/** One timesheet the caller may see, with its rows but without findings (they speak of the employee's other work). */
export async function getTimesheetRows(q: Queryable, id: string, reach: TimesheetReach): Promise<Omit<TimesheetResponse, 'findings'>> {
  const sheet = await findTimesheet(q, id, reach);
  if (!sheet) throw timesheetNotFound();
  const rows = (await rowsOf(q, [id])).get(id) ?? [];
  const { findings: _none, ...rest } = toTimesheetResponse(sheet, rows, []);
  return rest;
}

/** A timesheet as answered, with its actual times' findings unless `findings: false` (an answer that shows none: the facility portal). */
export async function answer(q: Queryable, sheet: NamedTimesheet, locale?: Locale, { findings = true } = {}): Promise<TimesheetResponse> {
  const rows = (await rowsOf(q, [sheet.sheet.id])).get(sheet.sheet.id) ?? [];
  return toTimesheetResponse(sheet, rows, findings ? await actualFindings(q, sheet.sheet, rows, locale) : []);
}

/** One timesheet the caller may see as a PDF (another employee's under Own → 404). Without findings: the PDF shows the hours, not the checks. */
export async function timesheetPdf(q: Queryable, id: string, reach: TimesheetReach): Promise<FileAnswer> {
  const sheet = await findTimesheet(q, id, reach);
  if (!sheet) throw timesheetNotFound();
  const rows = (await rowsOf(q, [sheet.sheet.id])).get(sheet.sheet.id) ?? [];
  const timesheet = toTimesheetResponse(sheet, rows, []);
  return { filename: timesheetPdfName(timesheet), content: await renderTimesheetPdf(timesheet) };
}
