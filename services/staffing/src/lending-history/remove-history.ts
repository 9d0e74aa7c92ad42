import { changeRecord, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { recordStaffingEvent } from '../shared/record-events';
import { historyLabel, toHistoryResponse, type NamedHistoryPeriod } from './history-record';
import { historyOfEmployee, removeHistoryPeriod } from './history.repo';
import { historyPeriodToChange } from './record-history-period';

/** Deletes a period for good and announces `staffing.lendingHistory.deleted` (the record with its label). */
async function removeAnnounced(tx: Tx, named: NamedHistoryPeriod, principal: Principal | null, correlationId?: string | null) {
  const { id } = named.period;
  await removeHistoryPeriod(tx, id);
  const label = historyLabel(named);
  await recordStaffingEvent(tx, { aggregate: 'lendingHistory', verb: 'deleted', principal, id, label, data: { ...toHistoryResponse(named), label }, correlationId });
}

/** Deletes a history period for good (no trash; the audit log keeps it); `If-Match` optional. */
export async function deleteHistoryPeriod(deps: ServiceDeps, principal: Principal, employeeId: string, id: string, expectedVersion: number | undefined, correlationId?: string) {
  await changeRecord(deps, historyPeriodToChange(employeeId, id, expectedVersion), (tx, current) => removeAnnounced(tx, current, principal, correlationId));
}

/** Deletes every period of an employee being purged. */
export async function removeHistoryOf(tx: Tx, employeeId: string, principal: Principal | null, correlationId?: string | null) {
  for (const named of await historyOfEmployee(tx, employeeId)) await removeAnnounced(tx, named, principal, correlationId);
}
