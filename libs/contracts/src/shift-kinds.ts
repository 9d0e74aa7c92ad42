import { z } from 'zod';

/**
 * The kinds of shift an employee may prefer, derived from a duty's start time (wall clock in the
 * planning time zone), so a duty's kind needs no field of its own:
 * - `early` starts 04:00–11:59 (Frühdienst, typically 06:00),
 * - `late` starts 12:00–19:59 (Spätdienst, typically 14:00),
 * - `night` starts 20:00–03:59 (Nachtdienst, typically 22:00; a start after midnight still belongs
 *   to the night that began the evening before).
 * Boundaries: docs/staffing.md, "Employees' availability".
 */
export const shiftKinds = ['early', 'late', 'night'] as const;
export type ShiftKind = (typeof shiftKinds)[number];
export const shiftKindSchema = z.enum(shiftKinds);

const EARLY_FROM = 4 * 60;
const LATE_FROM = 12 * 60;
const NIGHT_FROM = 20 * 60;

/** The kind of a duty starting at `startTime` ('HH:MM', 24 h); throws on anything else. */
export function shiftKindOf(startTime: string): ShiftKind {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(startTime);
  if (!match) throw new Error(`not a time HH:MM: ${startTime}`);
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute >= EARLY_FROM && minute < LATE_FROM) return 'early';
  if (minute >= LATE_FROM && minute < NIGHT_FROM) return 'late';
  return 'night';
}
