import type { AvailabilityDay, AvailabilityDayInput } from '@cs/contracts/http/availability';
import type { ShiftKind } from '@cs/contracts';
import { shiftKinds } from '@cs/contracts';
import { isoTimestamp } from '@cs/service-kit';
import type { employeeAvailability } from '../schema';

export type AvailabilityRow = typeof employeeAvailability.$inferSelect;

/** What a day states, as events and their changes carry it (null: no statement). */
export type DayStatement = Pick<AvailabilityDay, 'status' | 'shifts' | 'note'>;

/** Shift kinds once each, in the order early, late, night. */
export const orderedShifts = (shifts: readonly string[] = []): ShiftKind[] => shiftKinds.filter((kind) => shifts.includes(kind));

export function toAvailabilityDay(row: AvailabilityRow): AvailabilityDay {
  return {
    date: row.date,
    status: row.status,
    shifts: orderedShifts(row.shifts),
    note: row.note,
    updatedAt: isoTimestamp(row.updatedAt),
    updatedBy: { userId: row.updatedById, name: row.updatedByName },
  };
}

export const statementOf = (row: AvailabilityRow | undefined): DayStatement | null =>
  row ? { status: row.status, shifts: orderedShifts(row.shifts), note: row.note } : null;

/** What a PUT's day asks for: a statement, or null when it clears the day. */
export const requestedStatement = (day: AvailabilityDayInput): DayStatement | null =>
  day.status === null ? null : { status: day.status, shifts: orderedShifts(day.shifts), note: day.note ? day.note : null };

export const sameStatement = (a: DayStatement | null, b: DayStatement | null) => JSON.stringify(a) === JSON.stringify(b);
