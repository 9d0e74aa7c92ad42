/**
 * The candidate's duties: explicit ones from the request (validated by the engine), else the
 * stored ones when the assignment keeps its order and range, else generated from the order's pattern.
 */
import { badRequest } from '@cs/service-kit';
import type { DutyBody } from '@cs/contracts/http/assignments';
import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import { patternDuties } from '../orders/order-pattern';
import { planningTimeZone, validateDuties } from '../working-time';
import type { StoredDuty } from './duties.repo';

export interface CurrentAssignment {
  orderId: string;
  startDate: string;
  endDate: string;
  duties: StoredDuty[];
}

export interface DutyInput {
  orderId: string;
  startDate: string;
  endDate: string;
  /** Explicit duties from a request; absent → kept or generated. */
  duties?: DutyBody[];
}

export function resolveDuties(input: DutyInput, pattern: ShiftPatternResponse | null, current: CurrentAssignment | null): StoredDuty[] {
  if (input.duties) {
    const errors = validateDuties(input.duties, input, { timeZone: planningTimeZone() });
    if (Object.keys(errors).length > 0) throw badRequest('The duties are invalid.', errors);
    return input.duties
      .map((d) => ({ date: d.date, start: d.start, end: d.end, breakMinutes: d.breakMinutes ?? 0 }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  }
  if (current && current.orderId === input.orderId && current.startDate === input.startDate && current.endDate === input.endDate) {
    return current.duties;
  }
  return patternDuties(pattern, input.startDate, input.endDate);
}
