/** The availability page's rows: one per day, as read and as edited; what a PUT must send. */
import type { Schemas } from '@cs/client';

type Stated = Schemas['AvailabilityDay'];
export type Status = Stated['status'] | '';
export type Shift = Stated['shifts'][number];

export interface DayRow {
  date: string;
  status: Status;
  shifts: Shift[];
  note: string;
}

export const shiftKinds: Shift[] = ['early', 'late', 'night'];

export const rowOf = (date: string, stated: Stated | undefined): DayRow =>
  stated ? { date, status: stated.status, shifts: stated.shifts, note: stated.note ?? '' } : { date, status: '', shifts: [], note: '' };

export const sameRow = (a: DayRow, b: DayRow) => a.status === b.status && a.note.trim() === b.note.trim() && a.shifts.join() === b.shifts.join();

/**
 * The PUT's days: only the rows changed since the read, each with the stamps it was read with (a day
 * changed by someone else since → 412); a day set back to "not stated" is cleared (status null).
 */
export function changedDays(rows: DayRow[], read: Map<string, Stated>, asRead: (date: string) => DayRow) {
  return rows
    .filter((row) => !sameRow(row, asRead(row.date)))
    .map((row) => {
      const stamps = read.get(row.date);
      const was = stamps ? { updatedAt: stamps.updatedAt, updatedBy: stamps.updatedBy } : {};
      if (row.status === '') return { date: row.date, status: null, ...was };
      const shifts = row.status === 'unavailable' ? [] : shiftKinds.filter((s) => row.shifts.includes(s));
      return { date: row.date, status: row.status, shifts, note: row.note.trim() ? row.note.trim() : null, ...was };
    });
}

/** After a 412: what the user changed in a row (against the day as first read) stays, the rest is the day as it is now. */
export function keepTypedDay(typed: DayRow, base: DayRow, latest: DayRow): DayRow {
  return {
    date: typed.date,
    status: typed.status !== base.status ? typed.status : latest.status,
    shifts: typed.shifts.join() !== base.shifts.join() ? typed.shifts : latest.shifts,
    note: typed.note !== base.note ? typed.note : latest.note,
  };
}
