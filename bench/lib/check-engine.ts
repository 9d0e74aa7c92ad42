/**
 * The check engine as check-cost measures it: the facts of one candidate, and the rules over them —
 * of this checkout, or of another one (BENCH_BASELINE, its npm ci done) for a same-run A/B. Both
 * answer through the same functions (loadConflictFacts, runConflictChecks), which keeps the
 * comparison to what the engines do.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Queryable } from '@cs/service-kit';
import type { LoadedFacts } from '../../services/staffing/src/assignments/load-conflict-facts';
import type { ConflictCheckResult } from '../../services/staffing/src/checks';
import type { Candidate } from './staffing-requests';

export type Loaded = LoadedFacts;

export interface Engine {
  name: string;
  loadFacts(q: Queryable, c: Candidate, reach: 'narrow' | 'wide'): Promise<Loaded>;
  /** The rules over loaded facts, the answer in German (the service's default) or BENCH_LOCALE's language. */
  checkLoaded(l: Loaded): ConflictCheckResult;
}

type Runner = { runConflictChecks(f: unknown, w: unknown, s: unknown, locale: 'de' | 'en'): ConflictCheckResult };
const locale = process.env.BENCH_LOCALE === 'en' ? 'en' : 'de';
type Loader = { loadConflictFacts(q: Queryable, c: Candidate, o: { reach: 'narrow' | 'wide' }): Promise<Loaded> };

/** The engine of a checkout: this one (no argument) or another one's source. */
export async function engineOf(checkout?: string): Promise<Engine> {
  const root = checkout ? path.resolve(checkout) : path.resolve(import.meta.dirname, '../..');
  const src = path.join(root, 'services/staffing/src');
  const loader = (await import(pathToFileURL(path.join(src, 'assignments/load-conflict-facts.ts')).href)) as Loader;
  // The runner moved from assignments/conflicts to checks (one engine); an older checkout has it there.
  const runner = (await import(pathToFileURL(path.join(src, 'checks/index.ts')).href).catch(() =>
    import(pathToFileURL(path.join(src, 'assignments/conflicts/index.ts')).href),
  )) as Runner;
  return {
    name: checkout ? `at ${path.basename(root)}` : 'this checkout',
    loadFacts: (q, c, reach) => loader.loadConflictFacts(q, c, { reach }),
    checkLoaded: (l) => runner.runConflictChecks(l.facts, l.workingTime, l.severities, locale),
  };
}
