import type { dutyRosterApi } from '@cs/contracts/http/duty-roster';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { getDutyRoster } from './get-duty-roster';

/** The Dienstplan read model (assignments: read, All). */
export function dutyRosterHandlers(deps: ServiceDeps): Handlers<typeof dutyRosterApi> {
  return {
    getDutyRoster: ({ principal, query }) => getDutyRoster(deps.db, principal, query),
  };
}
