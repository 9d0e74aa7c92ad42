import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { employeeAvailability as availability } from '../schema';
import type { AvailabilityRow, DayStatement } from './availability-record';

/** The stated days of an employee from–to (inclusive), by date. */
export function listAvailability(q: Queryable, employeeId: string, from: string, to: string): Promise<AvailabilityRow[]> {
  return q
    .select()
    .from(availability)
    .where(and(eq(availability.employeeId, employeeId), between(availability.date, from, to)))
    .orderBy(asc(availability.date));
}

/** The stated days among `dates` (the caller holds the employee's lock). */
export function availabilityOn(q: Queryable, employeeId: string, dates: string[]): Promise<AvailabilityRow[]> {
  return q
    .select()
    .from(availability)
    .where(and(eq(availability.employeeId, employeeId), inArray(availability.date, dates)));
}

export interface StatedBy {
  userId: string | null;
  name: string | null;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** Sets the days (insert or replace), stamped with who and now. */
export async function stateDays(q: Queryable, employeeId: string, days: Array<{ date: string } & DayStatement>, by: StatedBy) {
  if (days.length === 0) return;
  const rows = days.map((day) => ({ employeeId, ...day, updatedById: by.userId, updatedByName: by.name, updatedAt: new Date() }));
  await q
    .insert(availability)
    .values(rows)
    .onConflictDoUpdate({
      target: [availability.employeeId, availability.date],
      set: { status: sqlExcluded('status'), shifts: sqlExcluded('shifts'), note: sqlExcluded('note'), updatedAt: sqlExcluded('updated_at'), updatedById: sqlExcluded('updated_by_id'), updatedByName: sqlExcluded('updated_by_name') },
    });
}

export async function clearDays(q: Queryable, employeeId: string, dates: string[]) {
  if (dates.length === 0) return;
  await q.delete(availability).where(and(eq(availability.employeeId, employeeId), inArray(availability.date, dates)));
}

/** Every stated day of an employee goes with them when they are purged. */
export async function removeAvailabilityOf(q: Queryable, employeeId: string) {
  await q.delete(availability).where(eq(availability.employeeId, employeeId));
}
