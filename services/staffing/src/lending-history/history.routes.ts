import { lendingHistoryApi } from '@cs/contracts/http/lending-history';
import { found, pageOf, type Handlers, type Queryable, type ServiceDeps } from '@cs/service-kit';
import { findEmployeeRow } from '../employees/employees.repo';
import { employeeNotFound, historyPeriodNotFound, toHistoryResponse } from './history-record';
import { findHistoryPeriod, listHistory } from './history.repo';
import { createHistoryPeriod, updateHistory } from './record-history-period';
import { deleteHistoryPeriod } from './remove-history';

/** The employee must be live: one in the trash has no readable history (it comes back with them). */
async function liveEmployee(q: Queryable, employeeId: string) {
  found(await findEmployeeRow(q, employeeId), employeeNotFound);
}

/** The office's record of earlier periods (not Own-capable): `/api/employees/{id}/lending-history`. */
export function lendingHistoryHandlers(deps: ServiceDeps): Handlers<typeof lendingHistoryApi> {
  return {
    listLendingHistory: async ({ params, query }) => {
      await liveEmployee(deps.db, params.id);
      return pageOf(await listHistory(deps.db, params.id, query), toHistoryResponse, query);
    },
    getLendingHistoryPeriod: async ({ params }) => {
      await liveEmployee(deps.db, params.id);
      return toHistoryResponse(found(await findHistoryPeriod(deps.db, params.id, params.periodId), historyPeriodNotFound));
    },
    createLendingHistoryPeriod: ({ principal, params, body, requestId }) => createHistoryPeriod(deps, principal, params.id, body, requestId),
    updateLendingHistoryPeriod: ({ principal, params, body, expectedVersion, requestId }) =>
      updateHistory(deps, principal, params.id, params.periodId, body, expectedVersion, requestId),
    deleteLendingHistoryPeriod: ({ principal, params, expectedVersion, requestId }) => deleteHistoryPeriod(deps, principal, params.id, params.periodId, expectedVersion, requestId),
  };
}
