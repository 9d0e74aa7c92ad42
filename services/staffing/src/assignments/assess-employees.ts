import type { Queryable } from '@cs/service-kit';
import type { Assessment } from './assess-assignment';
import { checkNarrowThenWide, requireValidRange } from './checked-facts';
import { loadManyFacts, type CandidateInput } from './load-conflict-facts';

/** Many employees for one new assignment each over the same order and range. */
export interface ManyCandidatesInput extends Omit<CandidateInput, 'employeeId' | 'assignmentId' | 'duties'> {
  employeeIds: string[];
}

/**
 * Per employee exactly what assessAssignment answers for a new assignment of that employee to the
 * order over the range — the facts of all of them read in ONE query (and the few whose rules ask
 * for the wide facts in one more). A range the order refuses → 400/409 as assessAssignment; an
 * unknown order → 404; employees unknown or in the trash are not in the map.
 */
export async function assessEmployees(q: Queryable, input: ManyCandidatesInput): Promise<Map<string, Assessment>> {
  const { employeeIds, ...candidate } = input;
  const loaded = await loadManyFacts(q, candidate, [...new Set(employeeIds)]);
  const first = loaded.values().next().value;
  if (!first) return new Map();
  requireValidRange(first);
  const checked = await checkNarrowThenWide(loaded, candidate.locale, (ids) => loadManyFacts(q, candidate, ids, { reach: 'wide' }));
  const out = new Map<string, Assessment>();
  for (const [id, { loaded: l, result }] of checked) {
    out.set(id, { facts: l.facts, duties: l.duties, manualDates: l.manualDates, result, assignmentExists: l.assignmentExists, orderFill: null });
  }
  return out;
}
