import type { LendingHistoryRequest } from '@cs/contracts/http/lending-history';
import type { Tx } from '@cs/service-kit';
import { planningDay } from '../working-time/planning-zone';
import { clientNotFound, endsAfterToday, historyOverlap } from './history-record';
import { isLiveParty, overlappingPeriod, type HistoryValues } from './history.repo';

/** Request body → the row's fields; a note left out (or blank) is none. */
export const historyValues = (employeeId: string, body: LendingHistoryRequest): HistoryValues => ({
  employeeId,
  partyId: body.clientId,
  fromDate: body.from,
  toDate: body.to,
  source: body.source,
  note: body.note || null,
});

/**
 * What a period must be, beyond its shape: in the past (ending today in the planning time zone at
 * the latest; 400 naming `to`), at a live counting party (404 CLIENT_NOT_FOUND naming `clientId`),
 * and sharing no day with another period of the same employee, party and kind (409
 * LENDING_HISTORY_OVERLAP naming it; `except`: the period being replaced). Runs under the
 * employee's lock, so two overlapping requests cannot both pass.
 */
export async function assertRecordable(tx: Tx, values: HistoryValues, except?: string, today = planningDay()): Promise<void> {
  if (values.toDate > today) throw endsAfterToday(today);
  if (!(await isLiveParty(tx, values.partyId))) throw clientNotFound();
  const overlapped = await overlappingPeriod(tx, values, except);
  if (overlapped) throw historyOverlap(overlapped);
}
