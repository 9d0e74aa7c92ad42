import { v7 as uuidv7 } from 'uuid';
import { changeRecord, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import type { LendingHistoryRequest, LendingHistoryResponse } from '@cs/contracts/http/lending-history';
import { findEmployeeRow } from '../employees/employees.repo';
import { lockEmployees } from '../shared/assignment-locks';
import { recordStaffingEvent } from '../shared/record-events';
import { assertRecordable, historyValues } from './check-history-period';
import { employeeNotFound, historyLabel, historyPeriodNotFound, toHistoryResponse, type NamedHistoryPeriod } from './history-record';
import { findHistoryPeriod, insertHistoryPeriod, updateHistoryPeriod } from './history.repo';

/** The employee's lock (the one their delete and purge take): they stay live, and their periods unchanged by others, until this commits. */
async function lockLiveEmployee(tx: Tx, employeeId: string) {
  await lockEmployees(tx, [employeeId]);
  if (!(await findEmployeeRow(tx, employeeId))) throw employeeNotFound();
}

/**
 * Records an earlier period of a live employee (404 EMPLOYEE_NOT_FOUND otherwise) at a counting
 * party, after `assertRecordable`, and announces `staffing.lendingHistory.created`.
 */
export async function createHistoryPeriod(deps: ServiceDeps, principal: Principal, employeeId: string, body: LendingHistoryRequest, correlationId?: string): Promise<LendingHistoryResponse> {
  return transact(deps, async (tx) => {
    await lockLiveEmployee(tx, employeeId);
    const values = historyValues(employeeId, body);
    await assertRecordable(tx, values);
    const id = uuidv7();
    await insertHistoryPeriod(tx, id, values);
    const named = (await findHistoryPeriod(tx, employeeId, id))!;
    const created = toHistoryResponse(named);
    await recordStaffingEvent(tx, { aggregate: 'lendingHistory', verb: 'created', principal, id, label: historyLabel(named), data: created, correlationId });
    return created;
  });
}

/** Replaces every field of a period (a stale If-Match → 412), under the same rules as recording it; announces `staffing.lendingHistory.updated`. */
export async function updateHistory(
  deps: ServiceDeps,
  principal: Principal,
  employeeId: string,
  id: string,
  body: LendingHistoryRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<LendingHistoryResponse> {
  return changeRecord(deps, historyPeriodToChange(employeeId, id, expectedVersion), async (tx, current) => {
    const values = historyValues(employeeId, body);
    await assertRecordable(tx, values, id);
    await updateHistoryPeriod(tx, id, values);
    const before = toHistoryResponse(current);
    const named = (await findHistoryPeriod(tx, employeeId, id))!;
    const after = toHistoryResponse(named);
    await recordStaffingEvent(tx, { aggregate: 'lendingHistory', verb: 'updated', principal, id, label: historyLabel(named), data: after, before, correlationId });
    return after;
  });
}

/** The period an edit or a delete works on: of a live employee (under their lock), the row locked; 404 otherwise. */
export const historyPeriodToChange = (employeeId: string, id: string, expectedVersion: number | undefined) => ({
  read: async (tx: Tx) => {
    await lockLiveEmployee(tx, employeeId);
    return findHistoryPeriod(tx, employeeId, id, { lock: true });
  },
  missing: historyPeriodNotFound,
  expectedVersion,
  versionOf: (named: NamedHistoryPeriod) => named.period.version,
});
