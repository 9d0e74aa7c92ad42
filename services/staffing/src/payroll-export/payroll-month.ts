import { Temporal } from 'temporal-polyfill';
import { badRequest } from '@cs/service-kit';
import { planningDay } from '../working-time/planning-zone';

export interface PayrollMonth {
  month: string;
  /** The month's first and last date. */
  first: string;
  last: string;
  /** The Monday of the ISO week holding the first date: the week's earlier days count towards its overtime. */
  firstMonday: string;
}

/**
 * A month to export: its dates and the Monday its first week began. A month that has not begun in
 * the planning zone → 400 naming `month` (nothing was worked); the current month may be exported
 * with what is confirmed so far.
 */
export function payrollMonth(month: string, today = planningDay()): PayrollMonth {
  const start = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  if (Temporal.PlainDate.compare(start, Temporal.PlainDate.from(today)) > 0) {
    throw badRequest('The month has not begun yet.', { month: ['must not be in the future'] });
  }
  const last = start.add({ months: 1 }).subtract({ days: 1 });
  return { month, first: start.toString(), last: last.toString(), firstMonday: start.subtract({ days: start.dayOfWeek - 1 }).toString() };
}
