import { formatRange } from './format';
import type { ConflictFacts } from './types';

export type RangeValidationCode = 'INVALID_RANGE' | 'ORDER_CANCELLED' | 'OUTSIDE_ORDER_RANGE';

export type RangeValidation = { ok: true } | { ok: false; code: RangeValidationCode; message: string };

/**
 * Plain validation that is never configurable and always blocks saving, as opposed to the
 * conflict checks: the range must not end before it starts, the order must not be
 * cancelled, and the range must lie within the order's period (null end = open-ended).
 */
export function validateAssignmentRange(facts: Pick<ConflictFacts, 'candidate' | 'order'>): RangeValidation {
  const { candidate, order } = facts;
  if (candidate.endDate < candidate.startDate) {
    return {
      ok: false,
      code: 'INVALID_RANGE',
      message: `The assignment ends on ${candidate.endDate}, before it starts on ${candidate.startDate}.`,
    };
  }
  if (order.status === 'Cancelled') {
    return { ok: false, code: 'ORDER_CANCELLED', message: `Order ${order.id} is cancelled and cannot be staffed.` };
  }
  if (candidate.startDate < order.startDate || (order.endDate !== null && candidate.endDate > order.endDate)) {
    const orderRange = order.endDate === null ? `from ${order.startDate}` : formatRange(order.startDate, order.endDate);
    return {
      ok: false,
      code: 'OUTSIDE_ORDER_RANGE',
      message:
        `The assignment period ${formatRange(candidate.startDate, candidate.endDate)} ` +
        `lies outside the order period ${orderRange}.`,
    };
  }
  return { ok: true };
}
