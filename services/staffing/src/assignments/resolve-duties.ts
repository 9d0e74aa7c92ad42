/**
 * The candidate's duties: explicit ones from the request (validated by the engine), else the
 * stored ones when the assignment keeps its order and range, else generated from the order's pattern.
 */
import { badRequest } from '@cs/service-kit';
import type { AssignmentDutyBody, DutyBody } from '@cs/contracts/http/assignments';
import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import { patternDuties } from '../orders/order-pattern';
import { planningTimeZone, statutoryBreakOn, validateDuties } from '../working-time';
import type { StoredDuty } from './duties.repo';

export interface CurrentAssignment {
  orderId: string;
  startDate: string;
  endDate: string;
  duties: StoredDuty[];
  /** Dates planned by hand (manual_duty_dates). */
  manualDates: string[];
}

export interface DutyInput {
  orderId: string;
  startDate: string;
  endDate: string;
  /** Duties from a request (as read: some may lack times); absent → kept or generated. */
  duties?: AssignmentDutyBody[];
}

const timeless = (d: AssignmentDutyBody) => d.start === null && d.end === null && (d.breakMinutes ?? null) === null;
const asRead = (d: { date: string; start: string | null; end: string | null; breakMinutes?: number | null }) => `${d.date} ${d.start} ${d.end} ${d.breakMinutes ?? null}`;
const keepsOrderAndRange = (input: DutyInput, current: CurrentAssignment | null): current is CurrentAssignment =>
  current !== null && current.orderId === input.orderId && current.startDate === input.startDate && current.endDate === input.endDate;

/**
 * The duties a request plans explicitly. A client sends back the assignment it read, with the
 * untimed duties of an order's days without shift times: all untimed, they plan nothing (count as
 * left out); some untimed and the rest equal to the stored ones (order and range kept), they are
 * the stored duties, kept as they are. Any other untimed duty → 400. Timed duties are explicit as
 * ever (sent unchanged, a date the pattern now gives alike becomes generated again).
 */
export function explicitDuties(input: DutyInput, current: CurrentAssignment | null): DutyBody[] | undefined {
  const sent = input.duties;
  if (!sent?.some(timeless)) return sent as DutyBody[] | undefined;
  if (sent.every(timeless)) return undefined;
  if (keepsOrderAndRange(input, current) && sent.map(asRead).sort().join() === current.duties.map(asRead).sort().join()) return undefined;
  const errors: Record<string, string[]> = Object.create(null);
  sent.forEach((d, i) => {
    for (const field of ['start', 'end'] as const) if (d[field] === null) errors[`duties.${i}.${field}`] = ['is required unless the duties are sent as read'];
  });
  if (Object.keys(errors).length > 0) throw badRequest('The duties are invalid.', errors);
  return sent as DutyBody[];
}

export function resolveDuties(input: DutyInput, pattern: ShiftPatternResponse | null, current: CurrentAssignment | null): StoredDuty[] {
  const explicit = explicitDuties(input, current);
  if (explicit) {
    const zone = planningTimeZone();
    // A duty without a stated break plans the statutory one for its real length, as an order's shift does.
    const duties = explicit.map((d) => ({ date: d.date, start: d.start, end: d.end, breakMinutes: d.breakMinutes ?? statutoryBreakOn(d.date, d.start, d.end, zone) }));
    const errors = validateDuties(duties, input, { timeZone: zone });
    if (Object.keys(errors).length > 0) throw badRequest('The duties are invalid.', errors);
    return duties.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  }
  if (keepsOrderAndRange(input, current)) return current.duties;
  return patternDuties(pattern, input.startDate, input.endDate);
}

const dutyKey = (d: { start: string | null; end: string | null; breakMinutes: number | null }) => `${d.start}|${d.end}|${d.breakMinutes}`;

/** 'YYYY-MM-DD' → the sorted keys of that date's duties. */
function keysByDate(list: Array<{ date: string; start: string | null; end: string | null; breakMinutes: number | null }>): Map<string, string> {
  const byDate = new Map<string, string[]>();
  for (const d of list) byDate.set(d.date, [...(byDate.get(d.date) ?? []), dutyKey(d)]);
  return new Map([...byDate].map(([date, keys]) => [date, keys.sort().join(',')]));
}

/**
 * The dates planned by hand, saved with the duties: with explicit duties, every date of the range
 * whose duties differ from what the order's pattern gives it (other times, another break, a day
 * off, an extra duty); kept duties keep their manual dates; generated ones have none.
 */
export function resolveManualDates(input: DutyInput, pattern: ShiftPatternResponse | null, current: CurrentAssignment | null, resolved: StoredDuty[]): string[] {
  if (!explicitDuties(input, current)) return resolved === current?.duties ? current.manualDates : [];
  const planned = keysByDate(resolved);
  const generated = keysByDate(patternDuties(pattern, input.startDate, input.endDate));
  return [...new Set([...planned.keys(), ...generated.keys()])].filter((date) => planned.get(date) !== generated.get(date)).sort();
}
