import { intersection } from '../../shared/dates';
import { formatRange } from './format';
import type { CheckFinding, ConflictFacts } from './types';

/**
 * Passes when one Active contract of the order's facility covers the whole candidate range
 * (validFrom <= startDate and validTo null or >= endDate). Draft and Terminated contracts
 * and contracts of other facilities never count. Two back-to-back contracts that together
 * cover the range do NOT pass: a single contract has to cover it.
 */
export function checkContractCoverage(facts: ConflictFacts): CheckFinding[] {
  const { candidate, order } = facts;
  const active = facts.contracts.filter((c) => c.facilityId === order.facilityId && c.status === 'Active');
  const covering = active.find(
    (c) => c.validFrom <= candidate.startDate && (c.validTo === null || c.validTo >= candidate.endDate),
  );
  if (covering) return [];

  const partial = active.flatMap((c) => {
    const part = intersection(candidate.startDate, candidate.endDate, c.validFrom, c.validTo ?? '9999-12-31');
    return part ? [{ contractId: c.id, validFrom: c.validFrom, validTo: c.validTo, coveredFrom: part.from, coveredTo: part.to }] : [];
  });
  const range = formatRange(candidate.startDate, candidate.endDate);
  const message =
    partial.length === 0
      ? `No active contract of the facility covers the assignment period ${range}.`
      : `No single active contract of the facility covers the whole assignment period ${range}; ` +
        `only partly covered by ${partial.map((p) => `${p.contractId} (${formatRange(p.coveredFrom, p.coveredTo)})`).join(', ')}.`;

  return [
    {
      check: 'contractCoverage',
      code: 'CONTRACT_COVERAGE_MISSING',
      message,
      related: [
        { type: 'facility', id: order.facilityId },
        { type: 'order', id: order.id },
        ...partial.map((p) => ({ type: 'contract', id: p.contractId })),
      ],
      details: {
        facilityId: order.facilityId,
        startDate: candidate.startDate,
        endDate: candidate.endDate,
        partialContracts: partial,
      },
    },
  ];
}
