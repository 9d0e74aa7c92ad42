/**
 * The engine's facts from the one facts query: the candidate's duties with their order and
 * facility labels, the employee's other duties in the engine's window and on holidays beyond it,
 * absences and facilities.
 */
import type { AbsenceFacts, FacilityFacts, PlannedDuty, WorkingTimeFacts } from '../working-time';
import { byDutyDate } from '../working-time/work-days';
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

/** Another assignment of the employee with its duties in the window, as parallel arrays (one entry per duty). */
export interface OtherAssignmentRow extends DutyPlace {
  assignmentId: string;
  dates: string[];
  starts: Array<string | null>;
  ends: Array<string | null>;
  breaks: Array<number | null>;
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
  others: OtherAssignmentRow[],
  absences: AbsenceFacts[],
  window: { from: string; to: string },
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
  const other: PlannedDuty[] = [];
  for (const o of others) {
    const orderLabel = orderRangeLabel({ startDate: o.orderStart, endDate: o.orderEnd });
    const facilityName = facility(o.facilityId, o.facilityName, o.postalCode, o.state);
    for (let i = 0; i < o.dates.length; i++) {
      other.push({
        assignmentId: o.assignmentId, orderId: o.orderId, orderLabel, facilityId: o.facilityId, facilityName,
        date: o.dates[i], start: o.starts[i], end: o.ends[i], breakMinutes: o.breaks[i],
      });
    }
  }
  // By date; a stable sort keeps each assignment's own order (and the assignments' by id) within a date.
  other.sort(byDutyDate);
  // Beyond the window the query read only the holiday dates' duties.
  const inWindow = other.filter((d) => d.date >= window.from && d.date <= window.to);
  const holidayDuties = inWindow.length === other.length ? [] : other.filter((d) => d.date < window.from || d.date > window.to);
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
    others: inWindow,
    holidayDuties,
    othersWindow: window,
    absences,
    facilities: [...facilities.values()],
  };
}
