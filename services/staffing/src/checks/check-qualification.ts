import { dateRange, list } from './format';
import type { CheckFinding, ConflictFacts } from './types';

/** The hirer states the qualification the work needs in the contract with the agency. */
const LEGAL_SOURCE = 'AÜG §12 Abs. 1 Satz 3 (geforderte Qualifikation)';

/**
 * Passes when the order requires nothing, the employee holds the required qualification,
 * or holds one ranked strictly higher in qualificationRanks (e.g. a registered nurse may
 * fill a care-assistant order). A requirement missing from the ranks needs an exact match.
 */
export function checkQualification(facts: ConflictFacts): CheckFinding[] {
  const { order, employee, qualificationRanks: ranks } = facts;
  const required = order.requiredQualification;
  if (required === null) return [];
  const held = employee.qualifications;
  if (held.includes(required)) return [];

  const requiredRank = ranks[required];
  if (requiredRank !== undefined && held.some((q) => ranks[q] !== undefined && ranks[q] > requiredRank)) return [];

  const label = (code: string) => facts.qualificationLabels[code] ?? code;
  const wanted = label(required);
  const heldText = list(held.map(label), { de: 'keine', en: 'none' });
  // Who else would do: the qualifications ranked higher, lowest rank first.
  const higher = requiredRank === undefined ? [] : Object.keys(ranks).filter((q) => ranks[q] > requiredRank).sort((a, b) => ranks[a] - ranks[b] || label(a).localeCompare(label(b)));
  const orHigher = higher.length ? { de: ` oder höher (${higher.map(label).join(', ')})`, en: ` or higher (${higher.map(label).join(', ')})` } : { de: '', en: '' };
  const orderRange = dateRange(order.startDate, order.endDate);
  return [
    {
      check: 'qualification',
      code: 'QUALIFICATION_MISSING',
      legalSource: LEGAL_SOURCE,
      text: {
        de: `Auftrag ${orderRange.de} (${order.facilityName}) verlangt „${wanted}“; ${employee.name} hat weder diese noch eine höherrangige Qualifikation (vorhanden: ${heldText.de}).`,
        en: `Order ${orderRange.en} (${order.facilityName}) requires '${wanted}'; ${employee.name} holds neither it nor a higher-ranked one (held: ${heldText.en}).`,
      },
      remedy: {
        de: `Jemanden mit „${wanted}“${orHigher.de} einplanen, oder die Qualifikation bei ${employee.name} nachtragen, falls sie vorliegt.`,
        en: `Assign someone with '${wanted}'${orHigher.en}, or record the qualification for ${employee.name} if they hold it.`,
      },
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
    },
  ];
}
