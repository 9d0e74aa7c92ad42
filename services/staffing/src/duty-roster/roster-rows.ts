import { shiftKindOf } from '@cs/contracts';
import type { RosterRow } from '@cs/contracts/http/duty-roster';
import { orderedShifts, type AvailabilityRow } from '../availability/availability-record';
import { employeeLabel } from '../employees/employee-record';
import type { EmployeeRow } from '../employees/employee-record';
import type { RosterAbsenceRow, RosterDutyRow } from './duty-roster.repo';
import { dutyNetMinutes } from '../working-time/timed-duties';
import type { WeekPart } from './roster-window';

export interface RosterFacts {
  dates: string[];
  weeks: WeekPart[];
  duties: RosterDutyRow[];
  absences: RosterAbsenceRow[];
  /** Null when the caller may not read availability. */
  availability: AvailabilityRow[] | null;
  zone: string;
}

const hhmm = (v: string | null) => (v === null ? null : v.slice(0, 5));
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function rosterDuty(row: RosterDutyRow, zone: string) {
  const start = hhmm(row.start);
  const end = hhmm(row.end);
  const timed = start !== null && end !== null;
  return {
    assignmentId: row.assignmentId,
    orderId: row.orderId,
    facilityId: row.facilityId,
    facilityName: row.facilityName,
    start,
    end,
    breakMinutes: row.breakMinutes,
    shift: timed ? shiftKindOf(start) : null,
    hours: twoDecimals(timed ? dutyNetMinutes(row.date, start, end, row.breakMinutes, zone) / 60 : row.hoursPerDay),
  };
}

/** The rows of the page's employees, in the page's order, from the facts read for all of them. */
export function rosterRows(employees: readonly EmployeeRow[], facts: RosterFacts): RosterRow[] {
  const dutiesOf = groupBy(facts.duties, (d) => `${d.employeeId} ${d.date}`);
  const absencesOf = groupBy(facts.absences, (a) => a.employeeId);
  const statedOn = new Map((facts.availability ?? []).map((row) => [`${row.employeeId} ${row.date}`, row]));
  return employees.map((employee) => {
    const days = facts.dates.map((date) => {
      const key = `${employee.id} ${date}`;
      const stated = statedOn.get(key);
      return {
        date,
        employed: employee.entryDate <= date && (employee.exitDate === null || date <= employee.exitDate),
        duties: (dutiesOf.get(key) ?? []).map((row) => rosterDuty(row, facts.zone)),
        absences: (absencesOf.get(employee.id) ?? []).filter((a) => a.startDate <= date && date <= a.endDate).map(({ id, type }) => ({ id, type })),
        availability: stated ? { status: stated.status, shifts: orderedShifts(stated.shifts), note: stated.note } : null,
      };
    });
    const weeks = facts.weeks.map((week) => ({
      ...week,
      plannedHours: twoDecimals(days.filter((d) => week.from <= d.date && d.date <= week.to).reduce((sum, d) => sum + d.duties.reduce((s, duty) => s + duty.hours, 0), 0)),
      contractualHours: employee.weeklyHours,
    }));
    return {
      employee: { id: employee.id, name: employeeLabel(employee), qualifications: employee.qualifications, postalCode: employee.postalCode, city: employee.city },
      days,
      weeks,
    };
  });
}
