import type { Queryable } from '@cs/service-kit';
import type { ScorePartName } from '@cs/contracts/http/candidates';
import type { OrderRow } from '../orders/order-record';
import { loadScoreTerms } from './order-context.repo';
import type { RankingQuery } from './ranking.repo';
import { qualificationFits, type ScoreContext } from './score';
import { windowDuties } from './window-duties';
import { currentHeadroomAtParty } from './headroom-memo';

/**
 * What one request ranks by: the context the parts' numbers are read against, and the ranking
 * query's terms. The unqualified are left out when their qualification finding is an Error for
 * sure and the blocked are not asked for (docs/candidates.md, "Exact while reading little").
 */
export async function rankingOf(
  q: Queryable,
  order: Pick<OrderRow, 'facilityId' | 'requiredQualification' | 'shiftPattern' | 'hoursPerDay'>,
  { from, to }: { from: string; to: string },
  weights: Record<ScorePartName, number>,
  includeBlocked: boolean,
): Promise<{ context: ScoreContext; ranking: RankingQuery; isError: (code: string) => boolean }> {
  // The dates alone, whatever else the caller's window says (its fill): the ranking query is the remembered ranking's key.
  const window = { from, to };
  const duties = windowDuties(order, window.from, window.to);
  const { isError, party, ...terms } = await loadScoreTerms(q, order.facilityId);
  const headroom = await currentHeadroomAtParty(q, party, window);
  const context: ScoreContext = { facilityId: order.facilityId, window, requiredQualification: order.requiredQualification, duties, headroom: headroom.of, ...terms };
  const ranking: RankingQuery = {
    facilityId: order.facilityId,
    window,
    weights,
    duties,
    fits: qualificationFits(context),
    noneRequired: order.requiredQualification === null,
    headroom: { ids: headroom.ids, values: headroom.values },
    // Holding neither the required qualification nor a higher-ranked one is then an Error: blocked.
    onlyFitting: !includeBlocked && order.requiredQualification !== null && isError('QUALIFICATION_MISSING'),
  };
  return { context, ranking, isError };
}
