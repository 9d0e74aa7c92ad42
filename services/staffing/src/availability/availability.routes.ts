import { availabilityApi, myAvailabilityApi } from '@cs/contracts/http/availability';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { nothingAffected, type Recheck } from '../rechecks/recheck-employee-assignments';
import { noLinkedEmployee } from '../shared/own-scope';
import { getAvailability, getMyAvailability } from './get-availability';
import { setAvailability } from './set-availability';

/** The office: any live employee's availability (not Own-capable, so the scope is All); a PUT re-checks (`recheck`, composed in app.ts). */
export function availabilityHandlers(deps: ServiceDeps, recheck: Recheck): Handlers<typeof availabilityApi> {
  return {
    getEmployeeAvailability: ({ params, query }) => getAvailability(deps.db, params.id, query),
    setEmployeeAvailability: async ({ principal, params, body, requestId }) => {
      const { affectedAssignments, ...answer } = await setAvailability(deps, principal, params.id, body, requestId, { recheck });
      return { ...answer, affectedAssignments: affectedAssignments ?? nothingAffected() };
    },
  };
}

/** Self-service: always the caller's linked employee (token claim `emp`), whatever their scope. */
export function myAvailabilityHandlers(deps: ServiceDeps): Handlers<typeof myAvailabilityApi> {
  const cannotState = () => noLinkedEmployee('state your availability');
  return {
    getMyAvailability: ({ principal, query }) => getMyAvailability(deps.db, principal.employeeId, query),
    setMyAvailability: async ({ principal, body, requestId }) => {
      if (!principal.employeeId) throw cannotState();
      return setAvailability(deps, principal, principal.employeeId, body, requestId, { missingEmployee: cannotState });
    },
  };
}
