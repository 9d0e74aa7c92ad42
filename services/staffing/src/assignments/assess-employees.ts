import type { Queryable } from '@cs/service-kit';
import { validateAssignmentRange } from '../checks';
import { checkLoaded, rangeError, type Assessment } from './assess-assignment';
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
  const range = validateAssignmentRange(first.facts);
  if (!range.ok) throw rangeError(range);
  const results = new Map([...loaded].map(([id, l]) => [id, checkLoaded(l, candidate)]));
  // Rare: a rule found its case and reads its wide window — for those employees, one more query.
  const wider = [...results].flatMap(([id, r]) => (r.needsWiderFacts ? [id] : []));
  if (wider.length > 0) {
    for (const [id, l] of await loadManyFacts(q, candidate, wider, { reach: 'wide' })) {
      loaded.set(id, l);
      results.set(id, checkLoaded(l, candidate));
    }
  }
  const out = new Map<string, Assessment>();
  for (const [id, l] of loaded) {
    out.set(id, { facts: l.facts, duties: l.duties, manualDates: l.manualDates, result: results.get(id) as Assessment['result'], assignmentExists: l.assignmentExists, orderFill: null });
  }
  return out;
}
