/**
 * Every change of a timesheet, in one transaction with its row lock: the caller may see it (Own →
 * the linked employee's, Facility → the linked facility's; else 404), `If-Match` holds (else 412), the state allows the step (else
 * 409), then the write and `staffing.timesheet.updated` with the record before and after.
 *
 *   open ──submit──▶ submitted ──confirm──▶ confirmed (final; a correction is a new revision)
 *   disputed ──submit──▶ submitted ──dispute──▶ disputed
 *   actual times are entered while open or disputed (the correction of a dispute)
 */
import type { DisputeTimesheetRequest, TimesheetResponse, TimesheetState, UpdateTimesheetRequest } from '@cs/contracts/http/timesheets';
import { badRequest, changeRecord, conflict, updateRecord, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { timesheets } from '../schema';
import { recordStaffingEvent } from '../shared/record-events';
import type { Locale } from '../working-time';
import { answer, timesheetNotFound } from './read-timesheets';
import { timesheetLabel, toTimesheetEventData, type NamedTimesheet } from './timesheet-record';
import { findTimesheet, rowsOf, writeRows, type RowChange } from './timesheets.repo';
import { rowChanges } from './validate-rows';
import { assignmentRange } from './assignment-range';
import type { TimesheetReach } from './timesheet-reach';

/** Who acts (recorded as who and when of a step) and whose timesheets they reach. */
export interface Caller {
  principal: Principal;
  access: TimesheetReach;
  expectedVersion: number | undefined;
  requestId?: string;
  locale?: Locale;
  /** false: the answer's findings are not computed (the facility portal shows none: they speak of the employee's other work). */
  findings?: boolean;
}

const editableStates: TimesheetState[] = ['open', 'disputed'];

function requireState(sheet: NamedTimesheet, allowed: TimesheetState[], step: string) {
  const { state } = sheet.sheet;
  if (allowed.includes(state)) return;
  if (step === 'edit') throw conflict('TIMESHEET_NOT_EDITABLE', `A ${state} timesheet cannot be edited (only open and disputed ones).`, { state });
  throw conflict('TIMESHEET_TRANSITION_NOT_ALLOWED', `A ${state} timesheet cannot be ${step}.`, { state });
}

async function change(deps: ServiceDeps, id: string, c: Caller, allowed: TimesheetState[], step: string, write: (tx: Tx, sheet: NamedTimesheet) => Promise<void>): Promise<TimesheetResponse> {
  const toChange = { read: (tx: Tx) => findTimesheet(tx, id, c.access, { lock: true }), missing: timesheetNotFound, expectedVersion: c.expectedVersion, versionOf: (t: NamedTimesheet) => t.sheet.version };
  return changeRecord(deps, toChange, async (tx, current) => {
    requireState(current, allowed, step);
    const before = toTimesheetEventData(current, (await rowsOf(tx, [id])).get(id) ?? []);
    await write(tx, current);
    const after = (await findTimesheet(tx, id, { scope: 'All' })) as NamedTimesheet;
    const data = toTimesheetEventData(after, (await rowsOf(tx, [id])).get(id) ?? []);
    await recordStaffingEvent(tx, { aggregate: 'timesheet', verb: 'updated', principal: c.principal, id, label: timesheetLabel(after), data, before, correlationId: c.requestId });
    return answer(tx, after, c.locale, { findings: c.findings !== false });
  });
}

const by = (p: Principal) => ({ id: p.userId, name: p.displayName });

/** Actual times and comments of the rows named; only while open or disputed. */
export const updateTimesheet = (deps: ServiceDeps, id: string, body: UpdateTimesheetRequest, c: Caller) =>
  change(deps, id, c, editableStates, 'edit', async (tx, sheet) => {
    const changes: RowChange[] = rowChanges(body.rows, (await rowsOf(tx, [id])).get(id) ?? [], await assignmentRange(tx, sheet.sheet.assignmentId));
    await writeRows(tx, id, changes);
    await updateRecord(tx, timesheets, id, {});
  });

export const submitTimesheet = (deps: ServiceDeps, id: string, c: Caller) =>
  change(deps, id, c, editableStates, 'submitted', async (tx) => {
    const who = by(c.principal);
    await updateRecord(tx, timesheets, id, { state: 'submitted', submittedAt: new Date(), submittedById: who.id, submittedByName: who.name });
  });

export const confirmTimesheet = (deps: ServiceDeps, id: string, c: Caller) =>
  change(deps, id, c, ['submitted'], 'confirmed', async (tx) => {
    const who = by(c.principal);
    await updateRecord(tx, timesheets, id, { state: 'confirmed', confirmedAt: new Date(), confirmedById: who.id, confirmedByName: who.name });
  });

/** Disputed with an overall comment and/or one per duty (each must be a duty of the timesheet). */
export const disputeTimesheet = (deps: ServiceDeps, id: string, body: DisputeTimesheetRequest, c: Caller) =>
  change(deps, id, c, ['submitted'], 'disputed', async (tx) => {
    const rows = (await rowsOf(tx, [id])).get(id) ?? [];
    const keys = new Set(rows.map((r) => `${r.date}#${r.position}`));
    const errors: Record<string, string[]> = Object.create(null);
    body.rows.forEach((r, i) => {
      if (!keys.has(`${r.date}#${r.position}`)) errors[`rows.${i}.date`] = ['is no duty of this timesheet (date and position)'];
    });
    if (Object.keys(errors).length > 0) throw badRequest('The dispute names duties the timesheet does not have.', errors);
    const named = new Map(body.rows.map((r) => [`${r.date}#${r.position}`, r.disputeComment.trim() || null]));
    await writeRows(tx, id, rows.map((r) => ({ date: r.date, position: r.position, disputeComment: named.get(`${r.date}#${r.position}`) ?? null })));
    const who = by(c.principal);
    await updateRecord(tx, timesheets, id, { state: 'disputed', disputedAt: new Date(), disputedById: who.id, disputedByName: who.name, disputeComment: body.comment?.trim() || null });
  });
