import { z } from 'zod';
import { isoDateSchema, text } from './common';

/** Shared pieces of the staffing contracts (employees, absences, orders, assignments). */

export const optionalText = (max: number) => text(max).nullable().optional();

export const uuidSchema = z.string().uuid({ message: 'must be a UUID' });

/** A value-list code (`pflegefachkraft`, `vacation`): lower-case slug. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(50)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { message: 'must be a value-list code such as pflegefachkraft' });

/** Wall-clock time of day `HH:MM` (24 h), no time zone. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM' });

/** Hours per day: > 0, ≤ 24, at most 2 decimals. */
export const hoursPerDaySchema = z
  .number()
  .gt(0, { message: 'must be greater than 0' })
  .max(24)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most 2 decimals' });

/** Optional inclusive date window filter of list queries: records intersecting [from, to]. */
export const dateWindowQuery = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

export const refineDateWindow = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;
export const dateWindowIssue = { message: 'must not be before from', path: ['to'] };

/** `startDate ≤ endDate` for bodies with an inclusive date range. */
export const refineRange = <T extends { startDate: string; endDate: string }>(b: T) => b.startDate <= b.endDate;
export const rangeIssue = { message: 'must not be before startDate', path: ['endDate'] };

/** Metadata every record carries (shared with the other contexts). */
export { recordMeta } from './common';

/** Path `{id}` of the by-id operations. */
export const idParams = z.object({ id: uuidSchema });

export { isoDateSchema };

/** `assignmentIds` on ORDER_HAS_ASSIGNMENTS / ASSIGNMENTS_OUTSIDE_ORDER: the assignments in the way. */
export const assignmentIdsExtension = {
  assignmentIds: z.array(z.string().uuid()).meta({ description: 'The assignments that block the change' }),
};
