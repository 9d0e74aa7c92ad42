import { intersection, toDayNumber } from '../shared/dates';
import { dateRange } from './format';
import type { CheckFinding, ConflictFacts, ContractFacts, Localized } from './types';

/** Lending needs a written contract with the facility, concluded before the employee starts there. */
const LEGAL_SOURCE = 'AÜG §1 Abs. 1 Satz 5, §12 Abs. 1 Satz 1 (Überlassungsvertrag)';

const statusLabel: Record<ContractFacts['status'], Localized> = {
  Active: { de: 'aktiv', en: 'active' },
  Draft: { de: 'Entwurf', en: 'draft' },
  Terminated: { de: 'beendet', en: 'terminated' },
};

/** 'Vertrag 01.01.2026–07.05.2026 (aktiv)' / 'contract 2026-01-01 to 2026-05-07 (active)'. */
function contractLabel(c: ContractFacts): Localized {
  const validity = dateRange(c.validFrom, c.validTo);
  return { de: `Vertrag ${validity.de} (${statusLabel[c.status].de})`, en: `contract ${validity.en} (${statusLabel[c.status].en})` };
}

const covers = (c: ContractFacts, from: string, to: string) => c.validFrom <= from && (c.validTo === null || c.validTo >= to);

/**
 * Passes when one Active contract of the order's facility covers the whole candidate range
 * (validFrom <= startDate and validTo null or >= endDate). Draft and Terminated contracts
 * and contracts of other facilities never count. Two back-to-back contracts that together
 * cover the range do NOT pass: a single contract has to cover it.
 */
export function checkContractCoverage(facts: ConflictFacts): CheckFinding[] {
  const { candidate, order } = facts;
  const { startDate: from, endDate: to } = candidate;
  const own = facts.contracts.filter((c) => c.facilityId === order.facilityId);
  const active = own.filter((c) => c.status === 'Active');
  if (active.some((c) => covers(c, from, to))) return [];

  const partial = active.flatMap((c) => {
    const part = intersection(from, to, c.validFrom, c.validTo ?? '9999-12-31');
    return part ? [{ contract: c, coveredFrom: part.from, coveredTo: part.to }] : [];
  });
  const range = dateRange(from, to);
  const facility = order.facilityName;
  const parts = partial.map((p) => ({ de: `${contractLabel(p.contract).de}: ${dateRange(p.coveredFrom, p.coveredTo).de}`, en: `${contractLabel(p.contract).en}: ${dateRange(p.coveredFrom, p.coveredTo).en}` }));
  const text: Localized =
    partial.length === 0
      ? { de: `Kein aktiver Vertrag mit ${facility} deckt den Einsatz ${range.de} ab.`, en: `No active contract with ${facility} covers the assignment ${range.en}.` }
      : {
          de: `Kein einzelner aktiver Vertrag mit ${facility} deckt den ganzen Einsatz ${range.de} ab; nur teilweise gedeckt (${parts.map((p) => p.de).join('; ')}).`,
          en: `No single active contract with ${facility} covers the whole assignment ${range.en}; only partly covered (${parts.map((p) => p.en).join('; ')}).`,
        };

  return [
    {
      check: 'contractCoverage',
      code: 'CONTRACT_COVERAGE_MISSING',
      legalSource: LEGAL_SOURCE,
      text,
      remedy: remedy(own, partial, facility, from, to),
      related: [
        { type: 'facility', id: order.facilityId, label: facility },
        { type: 'order', id: order.id, label: order.label },
        ...partial.map((p) => ({ type: 'contract', id: p.contract.id, label: contractLabel(p.contract).de })),
      ],
      details: {
        facilityId: order.facilityId,
        startDate: from,
        endDate: to,
        partialContracts: partial.map((p) => ({ contractId: p.contract.id, validFrom: p.contract.validFrom, validTo: p.contract.validTo, coveredFrom: p.coveredFrom, coveredTo: p.coveredTo })),
      },
    },
  ];
}

type Covered = { contract: ContractFacts; coveredFrom: string; coveredTo: string };

/** Activate a covering draft; else extend the contract covering most of the range (or shorten to it); else conclude one. */
function remedy(own: ContractFacts[], partial: Covered[], facility: string, from: string, to: string): Localized {
  const draft = own.find((c) => c.status === 'Draft' && covers(c, from, to));
  if (draft) return { de: `Den ${contractLabel(draft).de} mit ${facility} aktivieren.`, en: `Activate the ${contractLabel(draft).en} with ${facility}.` };
  const days = (p: Covered) => toDayNumber(p.coveredTo) - toDayNumber(p.coveredFrom);
  const best = [...partial].sort((a, b) => days(b) - days(a))[0];
  if (!best) {
    const range = dateRange(from, to);
    return { de: `Einen Vertrag mit ${facility} abschließen, der ${range.de} abdeckt.`, en: `Conclude a contract with ${facility} that covers ${range.en}.` };
  }
  const c = best.contract;
  const earlier = c.validFrom > from;
  const later = c.validTo !== null && c.validTo < to;
  const de = [earlier ? `ab ${dateRange(from, from).de}` : '', later ? `bis ${dateRange(to, to).de}` : ''].filter(Boolean).join(' und ');
  const en = [earlier ? `from ${from}` : '', later ? `until ${to}` : ''].filter(Boolean).join(' and ');
  const covered = dateRange(best.coveredFrom, best.coveredTo);
  return {
    de: `Den ${contractLabel(c).de} ${de} gelten lassen, oder den Einsatz auf ${covered.de} begrenzen.`,
    en: `Make the ${contractLabel(c).en} valid ${en}, or limit the assignment to ${covered.en}.`,
  };
}
