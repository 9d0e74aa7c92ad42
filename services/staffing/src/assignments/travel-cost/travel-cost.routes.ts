import { travelCostApi } from '@cs/contracts/http/distances';
import { notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { computeTravelCost } from './compute-travel-cost';
import { loadTravelCostFacts } from './travel-cost.repo';

export function travelCostHandlers(deps: ServiceDeps): Handlers<typeof travelCostApi> {
  return {
    getAssignmentTravelCost: async ({ params, access }) => {
      const facts = await loadTravelCostFacts(deps.db, params.id, access);
      if (!facts) throw notFound('Assignment');
      return computeTravelCost(facts);
    },
  };
}
