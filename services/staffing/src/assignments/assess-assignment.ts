import { conflict, type Queryable } from '@cs/service-kit';
import type { ConflictCheckResult, ConflictFacts, Finding } from '../checks';
import { checkNarrowThenWide, requireValidRange, type Checked } from './checked-facts';
import type { StoredDuty } from './duties.repo';
import type { OrderFill } from '../orders/order-status';
import { loadConflictFacts, type CandidateInput } from './load-conflict-facts';

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
 * them — the wide ones (checked-facts.ts). A range the order refuses → 400/409 before any rule runs.
 */
export async function checkedFacts(q: Queryable, input: CandidateInput, { orderFill = false } = {}): Promise<Checked> {
  const loaded = await loadConflictFacts(q, input, { orderFill });
  requireValidRange(loaded);
  const checked = await checkNarrowThenWide(new Map([[input.employeeId, loaded]]), input.locale, async () =>
    new Map([[input.employeeId, await loadConflictFacts(q, input, { reach: 'wide', orderFill })]]),
  );
  return checked.get(input.employeeId) as Checked;
}

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
