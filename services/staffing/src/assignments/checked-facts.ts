import { AppError, conflict } from '@cs/service-kit';
import { runConflictChecks, validateAssignmentRange, type ConflictCheckResult, type RangeValidation } from '../checks';
import type { CandidateInput, LoadedFacts } from './load-conflict-facts';

/** Facts and the result of the checks that ran on them. */
export interface Checked {
  loaded: LoadedFacts;
  result: ConflictCheckResult;
}

/** Rules that are never configurable: a reversed range is bad input, the others conflict with the order. */
function rangeError(range: Exclude<RangeValidation, { ok: true }>): AppError {
  if (range.code === 'INVALID_RANGE') return new AppError(400, range.code, range.message, { errors: { endDate: [range.message] } });
  return conflict(range.code, range.message);
}

/** A range the order refuses → 400/409 before any rule runs. */
export function requireValidRange(loaded: LoadedFacts): void {
  const range = validateAssignmentRange(loaded.facts);
  if (!range.ok) throw rangeError(range);
}

/** The rules over loaded facts, the messages in `locale` (German by default). */
const checkLoaded = (l: LoadedFacts, locale: CandidateInput['locale']) => runConflictChecks(l.facts, l.workingTime, l.severities, locale);

/**
 * THE narrow-then-wide decision, for one candidate or many: the checks run on the narrow facts;
 * where a rule asks for its wide window (rare: a shortened rest, a long night duty, a holiday it
 * cannot place), `readWide` reads the wide facts of those candidates (one query) and the checks run
 * on them instead.
 */
export async function checkNarrowThenWide<K>(
  narrow: Map<K, LoadedFacts>,
  locale: CandidateInput['locale'],
  readWide: (keys: K[]) => Promise<Map<K, LoadedFacts>>,
): Promise<Map<K, Checked>> {
  const out = new Map<K, Checked>();
  for (const [key, loaded] of narrow) out.set(key, { loaded, result: checkLoaded(loaded, locale) });
  const wider = [...out].flatMap(([key, c]) => (c.result.needsWiderFacts ? [key] : []));
  if (wider.length > 0) for (const [key, loaded] of await readWide(wider)) out.set(key, { loaded, result: checkLoaded(loaded, locale) });
  return out;
}
