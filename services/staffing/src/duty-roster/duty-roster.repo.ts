import { and, arrayContains, asc, between, eq, gte, inArray, isNull, like, lte, or } from 'drizzle-orm';
import type { DutyRosterQuery } from '@cs/contracts/http/duty-roster';
import { liveRows, selectPage, type Queryable } from '@cs/service-kit';
import { absences, assignments, duties, employeeAvailability, employees, facilityDirectory, orders } from '../schema';

/**
 * The roster's reads: one page of employees, then the duties, absences and stated days of all of
 * them at once — a fixed number of queries whatever the page size.
 */

/** Live, active employees employed on some day of the window, filtered, by name. */
export function rosterEmployees(q: Queryable, query: DutyRosterQuery & { from: string; to: string }) {
  const where = and(
    liveRows(employees),
    eq(employees.active, true),
    lte(employees.entryDate, query.to),
    or(isNull(employees.exitDate), gte(employees.exitDate, query.from)),
    query.qualification ? arrayContains(employees.qualifications, [query.qualification]) : undefined,
    query.region ? like(employees.postalCode, `${query.region}%`) : undefined,
  );
  return selectPage(q, employees, where, [asc(employees.lastName), asc(employees.firstName), asc(employees.id)], query);
}

/** The duties of live assignments of these employees from–to, with the order's facility. */
export function rosterDuties(q: Queryable, employeeIds: string[], from: string, to: string) {
  return q
    .select({
      employeeId: duties.employeeId,
      date: duties.date,
      start: duties.start,
      end: duties.end,
      breakMinutes: duties.breakMinutes,
      assignmentId: assignments.id,
      hoursPerDay: assignments.hoursPerDay,
      orderId: orders.id,
      facilityId: orders.facilityId,
      facilityName: facilityDirectory.name,
    })
    .from(duties)
    .innerJoin(assignments, eq(assignments.id, duties.assignmentId))
    .innerJoin(orders, eq(orders.id, assignments.orderId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .where(and(inArray(duties.employeeId, employeeIds), between(duties.date, from, to), liveRows(assignments)))
    .orderBy(asc(duties.date), asc(duties.start), asc(duties.position));
}
export type RosterDutyRow = Awaited<ReturnType<typeof rosterDuties>>[number];

/** Live absences of these employees intersecting from–to. */
export function rosterAbsences(q: Queryable, employeeIds: string[], from: string, to: string) {
  return q
    .select({ id: absences.id, employeeId: absences.employeeId, type: absences.type, startDate: absences.startDate, endDate: absences.endDate })
    .from(absences)
    .where(and(inArray(absences.employeeId, employeeIds), liveRows(absences), lte(absences.startDate, to), gte(absences.endDate, from)))
    .orderBy(asc(absences.startDate));
}
export type RosterAbsenceRow = Awaited<ReturnType<typeof rosterAbsences>>[number];

/** The stated days of these employees from–to. */
export function rosterAvailability(q: Queryable, employeeIds: string[], from: string, to: string) {
  return q
    .select()
    .from(employeeAvailability)
    .where(and(inArray(employeeAvailability.employeeId, employeeIds), between(employeeAvailability.date, from, to)));
}
