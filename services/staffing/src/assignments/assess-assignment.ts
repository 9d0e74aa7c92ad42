import { AppError, conflict, type Queryable } from '@cs/service-kit';
import { runConflictChecks, validateAssignmentRange, type ConflictCheckResult, type ConflictFacts, type Finding, type RangeValidation } from '../checks';
import type { StoredDuty } from './duties.repo';
import type { OrderFill } from '../orders/order-status';
import { loadConflictFacts, type CandidateInput, type LoadedFacts } from './load-conflict-facts';

export interface Assessment {
  facts: ConflictFacts;
  /** The candidate's duties, as saving stores them. */
  duties: StoredDuty[];
  /** Dates of `duties` planned by hand. */
  manualDates: string[];
  result: ConflictCheckResult;
  assignmentExists: boolean;
  /** With `orderFill` (a save holding the order's row lock): what the order's status is derived from. */
  orderFill: OrderFill | null;
}

/** Rules that are never configurable: a reversed range is bad input, the others conflict with the order. */
export function rangeError(range: Exclude<RangeValidation, { ok: true }>): AppError {
  if (range.code === 'INVALID_RANGE') return new AppError(400, range.code, range.message, { errors: { endDate: [range.message] } });
  return conflict(range.code, range.message);
}

/**
 * THE one code path of the conflict checks, for the preview, create, update and restore alike:
 * load the facts (with the severities as they are right now), validate the range against the
 * order (cancelled / outside → 409), run the checks (messages in `input.locale`, German by default).
 */
export async function assessAssignment(q: Queryable, input: CandidateInput, { orderFill = false } = {}): Promise<Assessment> {
  const { loaded, result } = await checkedFacts(q, input, { orderFill });
  const { facts, duties, manualDates, assignmentExists } = loaded;
  return { facts, duties, manualDates, result, assignmentExists, orderFill: loaded.orderFill };
}

/**
 * The facts the checks ran on, and their result: the narrow facts, or — where a rule asked for
 * them — the wide ones. A range the order refuses → 400/409 before any rule runs.
 */
export async function checkedFacts(q: Queryable, input: CandidateInput, { orderFill = false } = {}): Promise<{ loaded: LoadedFacts; result: ConflictCheckResult }> {
  let loaded = await loadConflictFacts(q, input, { orderFill });
  const range = validateAssignmentRange(loaded.facts);
  if (!range.ok) throw rangeError(range);
  let result = checkLoaded(loaded, input);
  // Rare: a rule found its case (a shortened rest, a long night duty, a holiday it cannot place) and reads its wide window.
  if (result.needsWiderFacts) result = checkLoaded((loaded = await loadConflictFacts(q, input, { reach: 'wide', orderFill })), input);
  return { loaded, result };
}

/** The rules over loaded facts, the messages in `locale` (German by default). */
export const checkLoaded = (l: LoadedFacts, input: Pick<CandidateInput, 'locale'>) => runConflictChecks(l.facts, l.workingTime, l.severities, input.locale);

/** Any Error finding → 409 ASSIGNMENT_CONFLICT carrying every finding; otherwise the warnings. */
export function requireSavable(result: ConflictCheckResult): Finding[] {
  if (!result.canSave) {
    const errors = result.findings.filter((f) => f.severity === 'Error').length;
    throw conflict('ASSIGNMENT_CONFLICT', `The assignment cannot be saved: ${errors} check finding(s) with severity Error.`, {
      findings: result.findings,
    });
  }
  return result.findings;
}
