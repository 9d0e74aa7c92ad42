import type { CheckFinding, ConflictFacts } from './types';

/** The client's wish recorded by the office (employee_facility_preferences, `blocked`). */
const LEGAL_SOURCE = 'Kundenwunsch (Einrichtung hat gesperrt)';

/** The order's facility does not want this employee again: one finding with the facility's reason. */
export function checkFacilityBlock(facts: ConflictFacts): CheckFinding[] {
  const { employee, order, facilityBlock } = facts;
  if (!facilityBlock) return [];
  const facility = order.facilityName;
  return [{
    check: 'availability',
    code: 'FACILITY_BLOCKED_EMPLOYEE',
    legalSource: LEGAL_SOURCE,
    text: {
      de: `${facility} hat ${employee.name} gesperrt und möchte sie/ihn nicht wieder einsetzen (Grund: ${facilityBlock.reason}).`,
      en: `${facility} has blocked ${employee.name} and does not want them again (reason: ${facilityBlock.reason}).`,
    },
    remedy: {
      de: `Jemand anderen einplanen, oder die Sperre mit ${facility} klären und aufheben.`,
      en: `Assign someone else, or settle the block with ${facility} and remove it.`,
    },
    related: [
      { type: 'facility', id: order.facilityId, label: facility },
      { type: 'employee', id: employee.id, label: employee.name },
      { type: 'order', id: order.id, label: order.label },
      { type: 'employeeFacilityPreference', id: facilityBlock.id, label: facilityBlock.reason },
    ],
    details: { facilityId: order.facilityId, preferenceId: facilityBlock.id, reason: facilityBlock.reason },
  }];
}
