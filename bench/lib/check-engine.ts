/** The check engine as check-cost measures it: the facts of one candidate, and the rules over them. */
import type { Queryable } from '@cs/service-kit';
import { loadConflictFacts, type LoadedFacts } from '../../services/staffing/src/assignments/load-conflict-facts';
import { runConflictChecks } from '../../services/staffing/src/checks';
import type { Candidate } from './staffing-requests';

export type Loaded = LoadedFacts;

export const loadFacts = (q: Queryable, c: Candidate, reach: 'narrow' | 'wide') => loadConflictFacts(q, c, { reach });

/** The rules over loaded facts, the answer in German (the service's default). */
export const checkLoaded = (l: Loaded) => runConflictChecks(l.facts, l.workingTime, l.severities);
