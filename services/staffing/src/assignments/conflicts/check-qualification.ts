import type { CheckFinding, ConflictFacts } from './types';

/**
 * Passes when the order requires nothing, the employee holds the required qualification,
 * or holds one ranked strictly higher in qualificationRanks (e.g. a registered nurse may
 * fill a care-assistant order). A requirement missing from the ranks needs an exact match.
 */
export function checkQualification(facts: ConflictFacts): CheckFinding[] {
  const required = facts.order.requiredQualification;
  if (required === null) return [];
  const held = facts.employee.qualifications;
  if (held.includes(required)) return [];

  const requiredRank = facts.qualificationRanks[required];
  if (requiredRank !== undefined) {
    const higher = held.some((q) => {
      const rank = facts.qualificationRanks[q];
      return rank !== undefined && rank > requiredRank;
    });
    if (higher) return [];
  }

  const heldText = held.length > 0 ? held.join(', ') : 'none';
  return [
    {
      check: 'qualification',
      code: 'QUALIFICATION_MISSING',
      message:
        `The order requires the qualification '${required}', but the employee holds neither it nor a ` +
        `higher-ranked one (held: ${heldText}).`,
      related: [
        { type: 'order', id: facts.order.id },
        { type: 'employee', id: facts.employee.id },
      ],
      details: {
        requiredQualification: required,
        requiredRank: requiredRank ?? null,
        employeeQualifications: [...held],
      },
    },
  ];
}
