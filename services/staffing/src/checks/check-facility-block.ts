import type { Check, RawFinding } from './check';
import type { ConflictFacts } from './types';

export interface FacilityBlockParams {
  facilityName: string;
  employeeName: string;
  reason: string;
}

/** The order's facility does not want this employee again: one finding with the facility's reason. */
export function checkFacilityBlock(facts: ConflictFacts): RawFinding<FacilityBlockParams>[] {
  const { employee, order, facilityBlock } = facts;
  if (!facilityBlock) return [];
  return [{
    code: 'FACILITY_BLOCKED_EMPLOYEE',
    params: { facilityName: order.facilityName, employeeName: employee.name, reason: facilityBlock.reason },
    related: [
      { type: 'facility', id: order.facilityId, label: order.facilityName },
      { type: 'employee', id: employee.id, label: employee.name },
      { type: 'order', id: order.id, label: order.label },
      { type: 'employeeFacilityPreference', id: facilityBlock.id, label: facilityBlock.reason },
    ],
    details: { facilityId: order.facilityId, preferenceId: facilityBlock.id, reason: facilityBlock.reason },
  }];
}

/** The client's wish recorded by the office (employee_facility_preferences, `blocked`). */
export const facilityBlock: Check = {
  code: 'FACILITY_BLOCKED_EMPLOYEE',
  check: 'availability',
  legalSource: 'Kundenwunsch (Einrichtung hat gesperrt)',
  evaluate: (f) => checkFacilityBlock(f.conflict),
};
