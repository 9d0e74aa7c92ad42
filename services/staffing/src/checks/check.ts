/**
 * What a check is: one interface for every rule of the one check engine (the order's and the
 * employee's checks here, the working-time rules of ../working-time). A check states its code, its
 * check family (whose severity applies unless the rule has its own), its legal source, the windows
 * of the employee's other duties it reads, and evaluates the facts to findings WITHOUT words: a code,
 * the parameters its message needs, the related records and the details. The words come once, at
 * the end, in the requested language only, from the message catalogue (messages/<locale>.ts).
 */
import type { CheckName, Locale, Severity } from '../shared/check-types';
import type { RuleContext, WorkingTimeRule } from '../working-time/rule';
import type { ConflictFacts, RelatedRef } from './types';

/** The facts every check reads: the candidate, order and employee, and the working-time view of the duties (built once per check run). */
export interface CheckFacts {
  conflict: ConflictFacts;
  workingTime: RuleContext;
}

/** A finding before its severity and words: what the message catalogue words by its code. */
export interface RawFinding<P = unknown> {
  code: string;
  /** What the message of `code` names (names, dates, numbers); never shown as such. */
  params: P;
  related: RelatedRef[];
  details: Record<string, unknown>;
}

/** The windows of the employee's other duties, week sums and holidays a check reads (requiredWindow unions them). */
export type CheckWindows = Pick<WorkingTimeRule, 'window' | 'weeksWindow' | 'holidaysWindow' | 'wideWindow'>;

export interface Check {
  /** Stable finding code, e.g. 'REST_TOO_SHORT'. */
  code: string;
  check: CheckName;
  legalSource: string;
  /** Its findings say it could not check something: a Warning unless its own setting says otherwise (shared/severities.ts). */
  notCheckable?: true;
  /** Its own default severity where it is not its family's (shared/severities.ts). */
  ownDefault?: Severity;
  /** The windows it reads; none: it reads only the candidate, order and employee. */
  windows?: CheckWindows;
  /** On the narrow facts: whether it needs the wide ones (then the facts are read again, wide). */
  needsWideWindow?(facts: CheckFacts): boolean;
  evaluate(facts: CheckFacts): RawFinding[];
}

/** One language's words for a finding. */
export interface Words {
  message: string;
  remedy: string | null;
}

/** A language's messages, keyed by finding code; each entry types its own parameters (messages/<locale>.ts). */
export type Catalogue = Record<string, (params: never) => Words>;

export type Catalogues = Record<Locale, Catalogue>;
