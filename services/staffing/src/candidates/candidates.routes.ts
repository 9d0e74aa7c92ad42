import { candidatesApi, scorePartNames, unknownWeights, weightParameter } from '@cs/contracts/http/candidates';
import { badRequest, preferredLanguage, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { assignSeveral } from '../assignments/assign-several';
import { listCandidates } from './list-candidates';

/** Reasons and findings in German by default, English by Accept-Language (as the check preview). */
const locale = (req: Parameters<typeof preferredLanguage>[0]) => preferredLanguage(req, ['de', 'en'] as const);

export function candidatesHandlers(deps: ServiceDeps): Handlers<typeof candidatesApi> {
  return {
    listOrderCandidates: ({ params, query, req }) => {
      const unknown = unknownWeights(Object.keys(req.query ?? {}));
      if (unknown.length > 0) throw badRequest('Unknown weight.', Object.fromEntries(unknown.map((k) => [`query.${k}`, [`is not a known weight (${scorePartNames.map(weightParameter).join(', ')})`]])));
      return listCandidates(deps.db, params.id, query, locale(req));
    },
    assignSeveral: ({ principal, params, body, requestId, req }) => assignSeveral(deps, principal, params.id, { ...body, locale: locale(req) }, requestId),
  };
}
