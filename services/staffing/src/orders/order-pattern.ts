/** An order's shift pattern: from the request, for the response, and for the engine. */
import { weekdayKeys, type OrderRequest, type ShiftPatternResponse } from '@cs/contracts/http/orders';
import { fromDayNumber, toDayNumber } from '../shared/dates';
import { expandPattern, legacyPattern, type Duty, type Shift, type ShiftPattern } from '../working-time';

type Weekdays = ShiftPatternResponse['weekdays'];

const normalShift = (s: { start: string; end: string; breakMinutes?: number } | null | undefined): Shift | null =>
  s ? { start: s.start, end: s.end, breakMinutes: s.breakMinutes ?? 0 } : null;

/**
 * The pattern an order stores: the request's, else its shiftStart/shiftEnd every day (no break),
 * else null (an order with only hoursPerDay has no times).
 */
export function storedPattern(body: Pick<OrderRequest, 'shiftPattern' | 'shiftStart' | 'shiftEnd'>): ShiftPatternResponse | null {
  if (body.shiftPattern) {
    const weekdays = Object.fromEntries(weekdayKeys.map((k) => [k, normalShift(body.shiftPattern?.weekdays[k])])) as Weekdays;
    const exceptions = Object.fromEntries(
      Object.entries(body.shiftPattern.exceptions ?? {}).sort(([a], [b]) => a.localeCompare(b)).map(([d, s]) => [d, normalShift(s)]),
    );
    return { weekdays, exceptions };
  }
  if (body.shiftStart && body.shiftEnd) return fromEnginePattern(legacyPattern(body.shiftStart, body.shiftEnd));
  return null;
}

function fromEnginePattern(p: ShiftPattern): ShiftPatternResponse {
  const weekdays = Object.fromEntries(weekdayKeys.map((k, i) => [k, p.weekdays[(i + 1) as 1] ?? null])) as Weekdays;
  return { weekdays, exceptions: { ...(p.exceptions ?? {}) } };
}

/** The engine's ShiftPattern (ISO weekdays 1–7). */
export function toEnginePattern(p: ShiftPatternResponse): ShiftPattern {
  const weekdays: ShiftPattern['weekdays'] = {};
  weekdayKeys.forEach((k, i) => {
    weekdays[(i + 1) as 1] = p.weekdays[k];
  });
  return { weekdays, exceptions: p.exceptions };
}

/** Net hours of a shift (wall-clock span − break), for an order's hoursPerDay when none is given. */
export function shiftNetHours(s: Shift): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const span = (m(s.end) - m(s.start) + 1440) % 1440 || 1440;
  return Math.round(((span - s.breakMinutes) / 60) * 100) / 100;
}

/** The longest net shift of the pattern's weekdays (null when every weekday is off). */
export function patternHoursPerDay(p: ShiftPatternResponse): number | null {
  const hours = weekdayKeys.flatMap((k) => (p.weekdays[k] ? [shiftNetHours(p.weekdays[k])] : []));
  return hours.length ? Math.max(...hours) : null;
}

/** The duties an order's pattern gives over a date range; no pattern → untimed duties every day. */
export type GeneratedDuty = Duty | { date: string; start: null; end: null; breakMinutes: null };
export function patternDuties(pattern: ShiftPatternResponse | null, startDate: string, endDate: string): GeneratedDuty[] {
  if (pattern) return expandPattern(toEnginePattern(pattern), startDate, endDate);
  const untimed: GeneratedDuty[] = [];
  for (let day = toDayNumber(startDate); day <= toDayNumber(endDate); day++) untimed.push({ date: fromDayNumber(day), start: null, end: null, breakMinutes: null });
  return untimed;
}
