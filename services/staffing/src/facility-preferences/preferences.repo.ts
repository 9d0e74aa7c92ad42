import { and, asc, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { ListPreferencesQuery } from '@cs/contracts/http/employee-facility-preferences';
import type { Queryable } from '@cs/service-kit';
import { employeeFacilityPreferences as preferences, employees, facilityDirectory } from '../schema';
import type { NamedPreference, PreferenceRow } from './preference-record';

/** Only wishes about live employees are visible (those of an employee in the trash come back with them). */
const ofLiveEmployee = and(eq(employees.id, preferences.employeeId), isNull(employees.deletedAt));

const named = (q: Queryable, { liveEmployee = true } = {}) =>
  q
    .select({ preference: getTableColumns(preferences), facilityName: facilityDirectory.name, firstName: employees.firstName, lastName: employees.lastName })
    .from(preferences)
    .innerJoin(employees, liveEmployee ? ofLiveEmployee : eq(employees.id, preferences.employeeId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, preferences.facilityId));

/** Filtered by employee, facility and preference; by employee name, then facility name. */
export async function listPreferences(q: Queryable, filter: ListPreferencesQuery) {
  const where = and(
    filter.employeeId ? eq(preferences.employeeId, filter.employeeId) : undefined,
    filter.facilityId ? eq(preferences.facilityId, filter.facilityId) : undefined,
    filter.preference ? eq(preferences.preference, filter.preference) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    named(q)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(preferences.employeeId), asc(sql`lower(${facilityDirectory.name})`), asc(preferences.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    q.select({ total: count() }).from(preferences).innerJoin(employees, ofLiveEmployee).where(where),
  ]);
  return { rows, total };
}

export async function findPreference(q: Queryable, id: string, { lock = false } = {}): Promise<NamedPreference | undefined> {
  const query = named(q).where(eq(preferences.id, id));
  const [row] = lock ? await query.for('update', { of: preferences }) : await query;
  return row;
}

export async function findPreferenceOfPair(q: Queryable, employeeId: string, facilityId: string): Promise<PreferenceRow | undefined> {
  const [row] = await q
    .select()
    .from(preferences)
    .where(and(eq(preferences.employeeId, employeeId), eq(preferences.facilityId, facilityId)));
  return row;
}

export async function insertPreference(q: Queryable, values: Pick<PreferenceRow, 'id' | 'employeeId' | 'facilityId' | 'preference' | 'reason' | 'createdById' | 'createdByName'>) {
  await q.insert(preferences).values(values);
}

export async function removePreference(q: Queryable, id: string) {
  await q.delete(preferences).where(eq(preferences.id, id));
}

/** Every wish about an employee, even one in the trash (for purging the employee). */
export function preferencesOfEmployee(q: Queryable, employeeId: string): Promise<NamedPreference[]> {
  return named(q, { liveEmployee: false }).where(eq(preferences.employeeId, employeeId));
}
