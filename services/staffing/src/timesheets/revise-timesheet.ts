import { v7 as uuidv7 } from 'uuid';
import type { TimesheetResponse } from '@cs/contracts/http/timesheets';
import { changeRecord, conflict, insertRecord, updateRecord, type ServiceDeps, type Tx } from '@cs/service-kit';
import { timesheets } from '../schema';
import { recordStaffingEvent } from '../shared/record-events';
import type { Caller } from './change-timesheet';
import { assertNotInvoiced } from './invoiced-revision';
import { answer, timesheetNotFound } from './read-timesheets';
import { timesheetLabel, toTimesheetEventData, type NamedTimesheet } from './timesheet-record';
import { copyRows, findTimesheet, rowsOf } from './timesheets.repo';

/**
 * A correction of a confirmed timesheet: the next revision, open, with the confirmed actual times
 * to correct (dispute comments not carried over), and the confirmed one kept as it is, marked
 * `supersededById`. Both are recorded (`created` for the new, `updated` for the old). Only the
 * current revision can be revised, only once it is confirmed (before, it is simply edited), and
 * not while an invoice bills it (409 TIMESHEET_INVOICED).
 */
export async function reviseTimesheet(deps: ServiceDeps, id: string, c: Caller): Promise<TimesheetResponse> {
  const toChange = { read: (tx: Tx) => findTimesheet(tx, id, c.access, { lock: true }), missing: timesheetNotFound, expectedVersion: c.expectedVersion, versionOf: (t: NamedTimesheet) => t.sheet.version };
  return changeRecord(deps, toChange, async (tx, current) => {
    const old = current.sheet;
    if (old.state !== 'confirmed' || old.supersededById) {
      throw conflict('TIMESHEET_TRANSITION_NOT_ALLOWED', old.supersededById ? 'This revision was already corrected; correct the current one.' : `A ${old.state} timesheet is corrected by editing it, not by a new revision.`, { state: old.state });
    }
    await assertNotInvoiced(tx, id);
    const before = toTimesheetEventData(current, (await rowsOf(tx, [id])).get(id) ?? []);
    const newId = uuidv7();
    // The old revision steps aside first: the unique index allows one current revision per week.
    await updateRecord(tx, timesheets, id, { supersededById: newId });
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...kept } = old;
    await insertRecord(tx, timesheets, {
      ...kept, id: newId, revision: old.revision + 1, previousId: id, supersededById: null, state: 'open',
      submittedAt: null, submittedById: null, submittedByName: null, confirmedAt: null, confirmedById: null, confirmedByName: null,
      disputedAt: null, disputedById: null, disputedByName: null, disputeComment: null,
    });
    await copyRows(tx, id, newId);
    const oldAfter = (await findTimesheet(tx, id, { scope: 'All' })) as NamedTimesheet;
    const created = (await findTimesheet(tx, newId, { scope: 'All' })) as NamedTimesheet;
    const label = timesheetLabel(created);
    await recordStaffingEvent(tx, { aggregate: 'timesheet', verb: 'updated', principal: c.principal, id, label, data: toTimesheetEventData(oldAfter, (await rowsOf(tx, [id])).get(id) ?? []), before, correlationId: c.requestId });
    await recordStaffingEvent(tx, { aggregate: 'timesheet', verb: 'created', principal: c.principal, id: newId, label, data: toTimesheetEventData(created, (await rowsOf(tx, [newId])).get(newId) ?? []), correlationId: c.requestId });
    return answer(tx, created, c.locale);
  });
}
