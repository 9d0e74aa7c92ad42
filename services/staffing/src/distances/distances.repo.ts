import { and, asc, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { updateRecord, type Access, type Queryable } from '@cs/service-kit';
import { employeeDistances as distances, employees, facilityDirectory } from '../schema';
import { ownedBy } from '../shared/own-scope';
import type { DistanceRow, NamedDistance } from './distance-record';

export interface DistanceFilter {
  employeeId?: string;
  facilityId?: string;
  page: number;
  pageSize: number;
}

/** Only distances of live employees are visible (those of an employee in the trash come back with them). */
const ofLiveEmployee = and(eq(employees.id, distances.employeeId), isNull(employees.deletedAt));

/** Distances with the names they are shown with. */
const named = (q: Queryable, { liveEmployee = true } = {}) =>
  q
    .select({ distance: getTableColumns(distances), facilityName: facilityDirectory.name, firstName: employees.firstName, lastName: employees.lastName })
    .from(distances)
    .innerJoin(employees, liveEmployee ? ofLiveEmployee : eq(employees.id, distances.employeeId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, distances.facilityId));

/** `access` Own → only the caller's linked employee's entries (none without one), in SQL. */
export async function listDistances(q: Queryable, filter: DistanceFilter, access: Access) {
  const where = and(
    ownedBy(access, distances.employeeId),
    filter.employeeId ? eq(distances.employeeId, filter.employeeId) : undefined,
    filter.facilityId ? eq(distances.facilityId, filter.facilityId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    named(q)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(distances.employeeId), asc(sql`lower(${facilityDirectory.name})`), asc(distances.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    q.select({ total: count() }).from(distances).innerJoin(employees, ofLiveEmployee).where(where),
  ]);
  return { rows, total };
}

export async function findDistance(q: Queryable, id: string, access: Access, { lock = false } = {}): Promise<NamedDistance | undefined> {
  const query = named(q).where(and(eq(distances.id, id), ownedBy(access, distances.employeeId)));
  const [row] = lock ? await query.for('update', { of: distances }) : await query;
  return row;
}

export async function findDistanceOfPair(q: Queryable, employeeId: string, facilityId: string): Promise<DistanceRow | undefined> {
  const [row] = await q
    .select()
    .from(distances)
    .where(and(eq(distances.employeeId, employeeId), eq(distances.facilityId, facilityId)));
  return row;
}

export async function insertDistance(q: Queryable, values: Pick<DistanceRow, 'id' | 'employeeId' | 'facilityId' | 'km'>) {
  await q.insert(distances).values(values);
}

export async function updateDistanceKm(q: Queryable, id: string, km: number) {
  await updateRecord(q, distances, id, { km });
}

export async function removeDistance(q: Queryable, id: string) {
  await q.delete(distances).where(eq(distances.id, id));
}

/** Every distance of an employee, even one in the trash (for purging the employee). */
export function distancesOfEmployee(q: Queryable, employeeId: string): Promise<NamedDistance[]> {
  return named(q, { liveEmployee: false }).where(eq(distances.employeeId, employeeId));
}
