/**
 * The lending-law rules (AÜG, docs/lending-law.md) as checks of the one engine: the candidate is the
 * assignment's date range at the order facility's counting party, the other lendings are the
 * employee's other periods there (lending/check-lending.ts computes; this file only adapts).
 */
import { checkLending, type LendingFinding } from '../lending/check-lending';
import { LENDING_RULES, type LendingRuleCode } from '../lending/rules';
import { toDayNumber } from '../shared/dates';
import type { Check, RawFinding } from './check';
import type { ConflictFacts, LendingFacts } from './types';

/** What a lending finding's message names besides the core's parameters. */
export interface LendingNames {
  employeeName: string;
  partyName: string;
  /** false: a facility without a client, counted as its own client. */
  isClient: boolean;
}
export type LendingParams<C extends LendingRuleCode> = LendingNames & Omit<Extract<LendingFinding, { code: C }>, 'code' | 'legalSource'>;

/** The fewest days of any limit: a maximum of one month (the least an override may set) lasts ≥ 28 days. */
const SHORTEST_LIMIT_DAYS = 28;
/** The most days three months can have (e.g. July–September): a gap of more days is always a reset. */
const LONGEST_THREE_MONTHS = 92;

/**
 * Whether the core would surely find nothing, told from day numbers alone (the core's BGB months
 * cost far more than the rest of a check): no direct employment at the client, no other lending
 * overlapping the candidate or ending fewer than 93 days before it (so the candidate starts the
 * count afresh), and the candidate shorter than any limit.
 */
export function nothingToFind(facts: ConflictFacts, lending: LendingFacts): boolean {
  if (lending.employedByClient.length > 0) return false;
  const { startDate, endDate } = facts.candidate;
  const from = toDayNumber(startDate);
  if (toDayNumber(endDate) - from + 1 >= SHORTEST_LIMIT_DAYS) return false;
  return lending.lendings.every((p) => p.from > endDate || toDayNumber(p.to) < from - LONGEST_THREE_MONTHS - 1);
}

/**
 * One evaluation of the core per facts object, shared by the three rules: they run one after the
 * other on the same facts, so the last one evaluated is all there is to keep (facts are new objects
 * on every check: a weak map would only ever add entries).
 */
let evaluated: { facts: ConflictFacts; findings: LendingFinding[] } | undefined;

function lendingFindings(facts: ConflictFacts, lending: LendingFacts): LendingFinding[] {
  if (evaluated?.facts !== facts) {
    const findings = nothingToFind(facts, lending) ? [] : checkLending({
      candidate: { from: facts.candidate.startDate, to: facts.candidate.endDate },
      lendings: lending.lendings,
      employedByClient: lending.employedByClient,
      limits: lending.limits,
    });
    evaluated = { facts, findings };
  }
  return evaluated.findings;
}

/** The findings of one lending rule for the candidate: none when the lending facts were not read. */
export function checkLendingRule(code: LendingRuleCode, facts: ConflictFacts): RawFinding[] {
  const { lending, employee, order } = facts;
  if (!lending) return [];
  const { party } = lending;
  return lendingFindings(facts, lending)
    .filter((f) => f.code === code)
    .map(({ code: _code, legalSource: _source, ...found }) => ({
      code,
      params: { employeeName: employee.name, partyName: party.name, isClient: party.isClient, ...found },
      related: [
        { type: 'employee', id: employee.id, label: employee.name },
        { type: party.isClient ? 'client' : 'facility', id: party.id, label: party.name },
        { type: 'order', id: order.id, label: order.label },
      ],
      details: { partyId: party.id, ...found },
    }));
}

const lendingCheck = (code: LendingRuleCode): Check => ({
  code,
  check: 'contractCoverage',
  legalSource: LENDING_RULES[code].legalSource,
  ownDefault: LENDING_RULES[code].defaultSeverity,
  evaluate: (f) => checkLendingRule(code, f.conflict),
});

/** In rule order: maximum duration, equal pay, revolving door. */
export const lendingLawChecks: readonly Check[] = (['AUEG_MAX_DURATION', 'AUEG_EQUAL_PAY', 'AUEG_REVOLVING_DOOR'] as const).map(lendingCheck);

/** The codes of the lending-law rules. */
export const lendingLawCodes: readonly string[] = lendingLawChecks.map((c) => c.code);
