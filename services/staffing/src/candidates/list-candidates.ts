import { conflict, found, type Queryable } from '@cs/service-kit';
import { scorePartNames, type Candidate, type CandidatesQuery, type CandidatesResponse, type ScorePartName } from '@cs/contracts/http/candidates';
import { assessEmployees } from '../assignments/assess-employees';
import type { ConflictCheckResult as CheckResult } from '../checks';
import { planningDay } from '../working-time/planning-zone';
import { findOrderWithRanges } from '../orders/orders.repo';
import { candidateWindow } from './candidate-window';
import { rankingOf } from './ranking-query';
import type { RankedCandidate } from './ranking.repo';
import { rememberedRanking } from './ranking-memo';
import { partDetails, round6, type ScoreContext } from './score';
import { reasonOf, type Lang } from './score-reasons';
import { pageOfRanking } from './walk-ranking';

export const weightsOf = (query: CandidatesQuery): Record<ScorePartName, number> =>
  Object.fromEntries(scorePartNames.map((p) => [p, query[`${p}Weight`]])) as Record<ScorePartName, number>;

const filledNote = {
  de: 'Der Auftrag ist in diesem Zeitraum voll besetzt: jeder Tag hat die angefragte Personenzahl.',
  en: 'The order is filled in this window: every day has the headcount it asks for.',
};

/**
 * `GET /api/orders/{id}/candidates`: the ranking scored by PostgreSQL — its top remembered and kept
 * current by re-scoring whoever changed (ranking-memo.ts), beyond it fetched in keyset slices —
 * checked down from the top — exactly as `GET /api/assignments/check` checks — only as far as the
 * page asked for needs (docs/candidates.md).
 */
export async function listCandidates(q: Queryable, orderId: string, query: CandidatesQuery, lang: Lang): Promise<CandidatesResponse> {
  const { order, ranges } = found(await findOrderWithRanges(q, orderId), 'Order');
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED', 'The order is cancelled; it takes no candidates.');
  const window = candidateWindow(order, ranges, planningDay(), query);
  const weights = weightsOf(query);
  const includeBlocked = query.includeBlocked ?? false;
  const { context, ranking, isError } = await rankingOf(q, order, window, weights, includeBlocked);
  // A day of the window without a free place: everyone gets the headcount finding; as an Error nobody is savable.
  const noneSavable = window.someDayFull && isError('ORDER_HEADCOUNT_EXCEEDED');
  const orderState = { state: JSON.stringify({ order, ranges }), assignees: new Set(ranges.map((r) => r.employeeId)) };
  const { slice, checks } = await rememberedRanking<CheckResult>(q, ranking, orderState);
  // A batch's checks — those not remembered — in one facts query; per employee exactly what GET /api/assignments/check answers.
  const check = async (batch: RankedCandidate[]): Promise<Candidate[]> => {
    const unknown = batch.filter((r) => checks.get(lang, r.id) === undefined).map((r) => r.id);
    if (unknown.length > 0) {
      const assessed = await assessEmployees(q, { orderId, employeeIds: unknown, startDate: window.from, endDate: window.to, locale: lang });
      for (const id of unknown) checks.keep(lang, id, assessed.get(id)?.result ?? null);
    }
    return batch.flatMap((r) => {
      const result = checks.get(lang, r.id) ?? null;
      return result ? [{ employee: employeeOf(r), canSave: result.canSave, findings: result.findings, score: scoreOf(r, context, weights, lang) }] : [];
    });
  };
  const { items, hasMore } = await pageOfRanking(slice, { page: query.page, pageSize: query.pageSize, includeBlocked, noneSavable }, check);
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

const employeeOf = (r: RankedCandidate) => ({ id: r.id, firstName: r.firstName, lastName: r.lastName, qualifications: r.qualifications });

function scoreOf(r: RankedCandidate, context: ScoreContext, weights: Record<ScorePartName, number>, lang: Lang): Candidate['score'] {
  const details = partDetails(r, context);
  const parts = Object.fromEntries(
    scorePartNames.map((p) => {
      const value = r.values[p];
      return [p, { value: round6(value), weight: weights[p], points: round6(weights[p] * value), reason: reasonOf(p, details[p], lang), details: details[p] }];
    }),
  ) as Candidate['score']['parts'];
  return { total: r.total, parts };
}
