import type { lendingClockApi } from '@cs/contracts/http/lending-clock';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { getEmployeeLending } from './get-employee-lending';
import { listLendingDeadlines } from './list-lending-deadlines';

/** Each employee's lending clock and the office's deadlines (lending: read, All). */
export function lendingClockHandlers(deps: ServiceDeps): Handlers<typeof lendingClockApi> {
  return {
    getEmployeeLending: ({ params, query }) => getEmployeeLending(deps.db, params.id, query),
    listLendingDeadlines: ({ query }) => listLendingDeadlines(deps.db, query),
  };
}
