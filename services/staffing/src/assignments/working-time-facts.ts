/**
 * The engine's facts from the one facts query: the candidate's duties with their order and
 * facility labels, the employee's other duties in the engine's window, absences and facilities.
 */
import type { AbsenceFacts, FacilityFacts, PlannedDuty, WorkingTimeFacts } from '../working-time';
import type { StoredDuty } from './duties.repo';

/** A neutral order label (the engine adds "Auftrag"/"order"): '2026-05-01 – 2026-05-31'. */
export const orderRangeLabel = (o: { startDate: string; endDate: string }) => `${o.startDate} – ${o.endDate}`;

/** The order and facility a duty belongs to, as the facts query reads them. */
interface DutyPlace {
  orderId: string;
  orderStart: string;
  orderEnd: string;
  facilityId: string;
  facilityName: string | null;
  postalCode: string | null;
  /** The facility's federal state as facilities recorded it (given or derived); null: derived here from the postal code. */
  state: string | null;
}

export interface OtherDutyRow extends DutyPlace {
  assignmentId: string;
  date: string;
  start: string | null;
  end: string | null;
  breakMinutes: number | null;
}

export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  entryDate: string;
  exitDate: string | null;
  weeklyHours: number | null;
}

export interface CandidateContext extends DutyPlace {
  assignmentId?: string;
}

export function workingTimeFacts(
  employee: EmployeeRow,
  candidate: CandidateContext,
  duties: StoredDuty[],
  others: OtherDutyRow[],
  absences: AbsenceFacts[],
): WorkingTimeFacts {
  const facilities = new Map<string, FacilityFacts>();
  // The directory's `state` (null for a facility event older than the field: the engine then derives it from the postal code).
  const facility = (id: string, name: string | null, postalCode: string | null, state: string | null) => {
    if (!facilities.has(id)) facilities.set(id, { id, name: name ?? id, state, postalCode });
    return name ?? id;
  };
  const ctx = {
    ...(candidate.assignmentId ? { assignmentId: candidate.assignmentId } : {}),
    orderId: candidate.orderId,
    orderLabel: orderRangeLabel({ startDate: candidate.orderStart, endDate: candidate.orderEnd }),
    facilityId: candidate.facilityId,
    facilityName: facility(candidate.facilityId, candidate.facilityName, candidate.postalCode, candidate.state),
  };
  const planned: PlannedDuty[] = duties.map((d) => ({ ...ctx, ...d }));
  const other: PlannedDuty[] = others.map((o) => ({
    assignmentId: o.assignmentId,
    orderId: o.orderId,
    orderLabel: orderRangeLabel({ startDate: o.orderStart, endDate: o.orderEnd }),
    facilityId: o.facilityId,
    facilityName: facility(o.facilityId, o.facilityName, o.postalCode, o.state),
    date: o.date,
    start: o.start,
    end: o.end,
    breakMinutes: o.breakMinutes,
  }));
  return {
    employee: {
      id: employee.id,
      name: `${employee.firstName} ${employee.lastName}`,
      dateOfBirth: employee.dateOfBirth,
      entryDate: employee.entryDate,
      exitDate: employee.exitDate,
      weeklyHours: employee.weeklyHours === null ? null : Number(employee.weeklyHours),
    },
    candidate: planned,
    others: other,
    absences,
    facilities: [...facilities.values()],
  };
}
