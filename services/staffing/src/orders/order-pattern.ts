/** An order's shift pattern: from the request, for the response, and for the engine. */
import { weekdayKeys, type OrderRequest, type ShiftPatternResponse } from '@cs/contracts/http/orders';
import { fromDayNumber, toDayNumber } from '../shared/dates';
import { assumedBreakShift, expandPattern, legacyPattern, planningTimeZone, wallClockSpanMinutes, type Duty, type Shift, type ShiftPattern } from '../working-time';

type Weekdays = ShiftPatternResponse['weekdays'];
type StoredShift = NonNullable<Weekdays['mon']>;

/** A shift as stored: without a stated break (or asked to assume it again), the statutory one, marked `breakAssumed`. */
const normalShift = (s: { start: string; end: string; breakMinutes?: number; breakAssumed?: boolean } | null | undefined): StoredShift | null => {
  if (!s) return null;
  if (s.breakMinutes === undefined || s.breakAssumed === true) return assumedBreakShift(s.start, s.end) as StoredShift;
  return { start: s.start, end: s.end, breakMinutes: s.breakMinutes, breakAssumed: false };
};

/**
 * The pattern an order stores: the request's, else its shiftStart/shiftEnd every day (with the
 * statutory break: none is stated), else null (an order with only hoursPerDay has no times).
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
  const weekdays = Object.fromEntries(weekdayKeys.map((k, i) => [k, normalShift(p.weekdays[(i + 1) as 1])])) as Weekdays;
  return { weekdays, exceptions: Object.fromEntries(Object.entries(p.exceptions ?? {}).map(([d, s]) => [d, normalShift(s)])) };
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
  return Math.round(((wallClockSpanMinutes(s.start, s.end) - s.breakMinutes) / 60) * 100) / 100;
}

/** The longest net shift of the pattern's weekdays (null when every weekday is off). */
export function patternHoursPerDay(p: ShiftPatternResponse): number | null {
  const hours = weekdayKeys.flatMap((k) => (p.weekdays[k] ? [shiftNetHours(p.weekdays[k])] : []));
  return hours.length ? Math.max(...hours) : null;
}

/** The duties an order's pattern gives over a date range; no pattern → untimed duties every day. */
export type GeneratedDuty = Duty | { date: string; start: null; end: null; breakMinutes: null };
export function patternDuties(pattern: ShiftPatternResponse | null, startDate: string, endDate: string): GeneratedDuty[] {
  if (pattern) return expandPattern(toEnginePattern(pattern), startDate, endDate, planningTimeZone());
  const untimed: GeneratedDuty[] = [];
  for (let day = toDayNumber(startDate); day <= toDayNumber(endDate); day++) untimed.push({ date: fromDayNumber(day), start: null, end: null, breakMinutes: null });
  return untimed;
}
