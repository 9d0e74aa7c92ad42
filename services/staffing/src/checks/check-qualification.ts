import type { Check, RawFinding } from './check';
import type { ConflictFacts } from './types';

/** What QUALIFICATION_MISSING's message names. */
export interface QualificationParams {
  orderStart: string;
  orderEnd: string | null;
  facilityName: string;
  /** The required qualification's label. */
  wanted: string;
  employeeName: string;
  /** Labels of what the employee holds. */
  held: string[];
  /** Labels of the qualifications ranked higher, lowest rank first. */
  higher: string[];
}

/**
 * Passes when the order requires nothing, the employee holds the required qualification,
 * or holds one ranked strictly higher in qualificationRanks (e.g. a registered nurse may
 * fill a care-assistant order). A requirement missing from the ranks needs an exact match.
 */
export function checkQualification(facts: ConflictFacts): RawFinding<QualificationParams>[] {
  const { order, employee, qualificationRanks: ranks } = facts;
  const required = order.requiredQualification;
  if (required === null) return [];
  const held = employee.qualifications;
  if (held.includes(required)) return [];

  const requiredRank = ranks[required];
  if (requiredRank !== undefined && held.some((q) => ranks[q] !== undefined && ranks[q] > requiredRank)) return [];

  const label = (code: string) => facts.qualificationLabels[code] ?? code;
  const wanted = label(required);
  // Who else would do: the qualifications ranked higher, lowest rank first.
  const higher = requiredRank === undefined ? [] : Object.keys(ranks).filter((q) => ranks[q] > requiredRank).sort((a, b) => ranks[a] - ranks[b] || label(a).localeCompare(label(b)));
  return [{
    code: 'QUALIFICATION_MISSING',
    params: { orderStart: order.startDate, orderEnd: order.endDate, facilityName: order.facilityName, wanted, employeeName: employee.name, held: held.map(label), higher: higher.map(label) },
    related: [
      { type: 'order', id: order.id, label: order.label },
      { type: 'employee', id: employee.id, label: employee.name },
      { type: 'facility', id: order.facilityId, label: order.facilityName },
    ],
    details: {
      requiredQualification: required,
      requiredQualificationLabel: wanted,
      requiredRank: requiredRank ?? null,
      employeeQualifications: [...held],
      acceptedQualifications: [required, ...higher],
    },
  }];
}

/** The hirer states the qualification the work needs in the contract with the agency. */
export const qualification: Check = {
  code: 'QUALIFICATION_MISSING',
  check: 'qualification',
  legalSource: 'AÜG §12 Abs. 1 Satz 3 (geforderte Qualifikation)',
  evaluate: (f) => checkQualification(f.conflict),
};
