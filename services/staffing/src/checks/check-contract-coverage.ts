import { intersection, toDayNumber } from '../shared/dates';
import type { Check, RawFinding } from './check';
import { dateRange } from './format';
import type { ConflictFacts, ContractFacts } from './types';

/** A contract as the message names it. */
export type ContractWords = Pick<ContractFacts, 'status' | 'validFrom' | 'validTo'>;

export interface CoverageParams {
  facilityName: string;
  startDate: string;
  endDate: string;
  partial: Array<{ contract: ContractWords; coveredFrom: string; coveredTo: string }>;
  /** What to do: activate a covering draft, else change the contract covering most of the range, else conclude one. */
  remedy:
    | { kind: 'activate'; contract: ContractWords }
    | { kind: 'extend'; contract: ContractWords; earlier: boolean; later: boolean; coveredFrom: string; coveredTo: string }
    | { kind: 'conclude' };
}

/** 'Vertrag 01.01.2026–07.05.2026 (aktiv)': the contract's label on `related` (German, like every label). */
const contractLabel = (c: ContractWords) => `Vertrag ${dateRange(c.validFrom, c.validTo).de} (${({ Active: 'aktiv', Draft: 'Entwurf', Terminated: 'beendet' } as const)[c.status]})`;

const covers = (c: ContractFacts, from: string, to: string) => c.validFrom <= from && (c.validTo === null || c.validTo >= to);

/**
 * Passes when one Active contract of the order's facility covers the whole candidate range
 * (validFrom <= startDate and validTo null or >= endDate). Draft and Terminated contracts
 * and contracts of other facilities never count. Two back-to-back contracts that together
 * cover the range do NOT pass: a single contract has to cover it.
 */
export function checkContractCoverage(facts: ConflictFacts): RawFinding<CoverageParams>[] {
  const { candidate, order } = facts;
  const { startDate: from, endDate: to } = candidate;
  const own = facts.contracts.filter((c) => c.facilityId === order.facilityId);
  const active = own.filter((c) => c.status === 'Active');
  if (active.some((c) => covers(c, from, to))) return [];
  const partial = active.flatMap((c) => {
    const part = intersection(from, to, c.validFrom, c.validTo ?? '9999-12-31');
    return part ? [{ contract: c, coveredFrom: part.from, coveredTo: part.to }] : [];
  });
  return [{
    code: 'CONTRACT_COVERAGE_MISSING',
    params: { facilityName: order.facilityName, startDate: from, endDate: to, partial, remedy: remedy(own, partial, from, to) },
    related: [
      { type: 'facility', id: order.facilityId, label: order.facilityName },
      { type: 'order', id: order.id, label: order.label },
      ...partial.map((p) => ({ type: 'contract', id: p.contract.id, label: contractLabel(p.contract) })),
    ],
    details: {
      facilityId: order.facilityId,
      startDate: from,
      endDate: to,
      partialContracts: partial.map((p) => ({ contractId: p.contract.id, validFrom: p.contract.validFrom, validTo: p.contract.validTo, coveredFrom: p.coveredFrom, coveredTo: p.coveredTo })),
    },
  }];
}

type Covered = { contract: ContractFacts; coveredFrom: string; coveredTo: string };

/** Activate a covering draft; else extend the contract covering most of the range (or shorten to it); else conclude one. */
function remedy(own: ContractFacts[], partial: Covered[], from: string, to: string): CoverageParams['remedy'] {
  const draft = own.find((c) => c.status === 'Draft' && covers(c, from, to));
  if (draft) return { kind: 'activate', contract: draft };
  const days = (p: Covered) => toDayNumber(p.coveredTo) - toDayNumber(p.coveredFrom);
  const best = [...partial].sort((a, b) => days(b) - days(a))[0];
  if (!best) return { kind: 'conclude' };
  const c = best.contract;
  return { kind: 'extend', contract: c, earlier: c.validFrom > from, later: c.validTo !== null && c.validTo < to, coveredFrom: best.coveredFrom, coveredTo: best.coveredTo };
}

/** Lending needs a written contract with the facility, concluded before the employee starts there. */
export const contractCoverage: Check = {
  code: 'CONTRACT_COVERAGE_MISSING',
  check: 'contractCoverage',
  legalSource: 'AÜG §1 Abs. 1 Satz 5, §12 Abs. 1 Satz 1 (Überlassungsvertrag)',
  evaluate: (f) => checkContractCoverage(f.conflict),
};
