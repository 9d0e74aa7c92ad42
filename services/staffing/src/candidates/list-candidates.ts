import { conflict, found, type Queryable } from '@cs/service-kit';
import { scorePartNames, type Candidate, type CandidatesQuery, type CandidatesResponse, type ScorePartName } from '@cs/contracts/http/candidates';
import { checkAssignment } from '../assignments/check-assignment';
import { planningDay } from '../availability/availability-window';
import { findOrder, liveAssignmentRanges } from '../orders/orders.repo';
import { loadCandidateFacts, type CandidateFacts } from './candidate-facts.repo';
import { candidateWindow } from './candidate-window';
import { loadScoreTerms } from './order-context.repo';
import { partValues, round6, scoreTotal, type PartValues, type ScoreContext } from './score';
import { reasonOf, type Lang } from './score-reasons';
import { pageOfRanking } from './walk-ranking';
import { windowDuties } from './window-duties';

interface Ranked {
  facts: CandidateFacts;
  values: PartValues;
  total: number;
}

const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Score descending, then last name, first name and id (code-point order): a stable, total order. */
export const byRank = (a: Ranked, b: Ranked) =>
  b.total - a.total || byCodePoints(a.facts.lastName, b.facts.lastName) || byCodePoints(a.facts.firstName, b.facts.firstName) || byCodePoints(a.facts.id, b.facts.id);

export const weightsOf = (query: CandidatesQuery): Record<ScorePartName, number> =>
  Object.fromEntries(scorePartNames.map((p) => [p, query[`${p}Weight`]])) as Record<ScorePartName, number>;

const filledNote = {
  de: 'Der Auftrag ist in diesem Zeitraum voll besetzt: jeder Tag hat die angefragte Personenzahl.',
  en: 'The order is filled in this window: every day has the headcount it asks for.',
};

/**
 * `GET /api/orders/{id}/candidates`: every eligible employee scored from stored data in one query,
 * ranked, then checked down the ranking — exactly as `GET /api/assignments/check` checks — only as
 * far as the page asked for needs (docs/candidates.md).
 */
export async function listCandidates(q: Queryable, orderId: string, query: CandidatesQuery, lang: Lang): Promise<CandidatesResponse> {
  const { order } = found(await findOrder(q, orderId), 'Order');
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED', 'The order is cancelled; it takes no candidates.');
  const window = candidateWindow(order, await liveAssignmentRanges(q, orderId), planningDay(), query);
  const duties = windowDuties(order, window.from, window.to);
  const [terms, facts] = await Promise.all([loadScoreTerms(q, order.facilityId), loadCandidateFacts(q, order.facilityId, window, duties)]);
  const context: ScoreContext = { facilityId: order.facilityId, window, requiredQualification: order.requiredQualification, duties, ...terms };
  const weights = weightsOf(query);
  const ranked = facts
    .map((f): Ranked => {
      const values = partValues(f, context);
      return { facts: f, values, total: scoreTotal(values, weights) };
    })
    .sort(byRank);
  const check = async (r: Ranked): Promise<Candidate> => {
    const { canSave, findings } = await checkAssignment(q, { orderId, employeeId: r.facts.id, startDate: window.from, endDate: window.to, locale: lang });
    return { employee: employeeOf(r.facts), canSave, findings, score: scoreOf(r, weights, lang) };
  };
  const { items, hasMore } = await pageOfRanking(ranked, { page: query.page, pageSize: query.pageSize, includeBlocked: query.includeBlocked ?? false }, check);
  return {
    orderId,
    from: window.from,
    to: window.to,
    weights,
    notes: window.filled ? [{ code: 'ORDER_FILLED', message: filledNote[lang] }] : [],
    items,
    page: query.page,
    pageSize: query.pageSize,
    hasMore,
  };
}

const employeeOf = (f: CandidateFacts) => ({ id: f.id, firstName: f.firstName, lastName: f.lastName, qualifications: f.qualifications });

function scoreOf(r: Ranked, weights: Record<ScorePartName, number>, lang: Lang): Candidate['score'] {
  const parts = Object.fromEntries(
    scorePartNames.map((p) => {
      const { value, details } = r.values[p];
      const numbers = details();
      return [p, { value: round6(value), weight: weights[p], points: round6(weights[p] * value), reason: reasonOf(p, numbers, lang), details: numbers }];
    }),
  ) as Candidate['score']['parts'];
  return { total: r.total, parts };
}
