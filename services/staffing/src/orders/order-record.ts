import { recordStamps } from '@cs/service-kit';
import type { OrderRequest, OrderResponse, OrderStatus } from '@cs/contracts/http/orders';
import { orders } from '../schema';
import { patternHoursPerDay, storedPattern } from './order-pattern';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy'> & {
  headcount: number;
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Length of a shift in hours; an end at or before the start ends the next day. */
export function shiftHours(start: string, end: string): number {
  const minutes = (minutesOf(end) - minutesOf(start) + 1440) % 1440 || 1440;
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * Request body → every editable column; without hoursPerDay the shift's length is used (with a
 * pattern: its longest net shift). Without a pattern, shiftStart/shiftEnd become "every day that shift".
 */
export function orderValues(body: OrderRequest): OrderValues {
  const shiftPattern = storedPattern(body);
  const hoursPerDay = body.hoursPerDay ?? (body.shiftStart && body.shiftEnd ? shiftHours(body.shiftStart, body.shiftEnd) : patternHoursPerDay(shiftPattern!));
  return {
    facilityId: body.facilityId,
    requiredQualification: body.requiredQualification ?? null,
    startDate: body.startDate,
    endDate: body.endDate,
    shiftStart: body.shiftStart ?? null,
    shiftEnd: body.shiftEnd ?? null,
    shiftPattern,
    hoursPerDay: hoursPerDay as number,
    headcount: body.headcount ?? 1,
    notes: body.notes ?? null,
  };
}

/** A wanted status: Cancelled cancels; Open and Filled both mean "not cancelled, derive it". */
export const wantsCancelled = (status: OrderStatus | undefined) => status === 'Cancelled';

/** `time` columns come back as `HH:MM:SS`. */
const hhmm = (value: string | null) => (value === null ? null : value.slice(0, 5));

export function toOrderResponse(row: OrderRow, facilityName: string | null): OrderResponse {
  return {
    id: row.id,
    facilityId: row.facilityId,
    facilityName,
    requiredQualification: row.requiredQualification,
    startDate: row.startDate,
    endDate: row.endDate,
    shiftStart: hhmm(row.shiftStart),
    shiftEnd: hhmm(row.shiftEnd),
    shiftPattern: row.shiftPattern ?? null,
    hoursPerDay: Number(row.hoursPerDay),
    headcount: row.headcount,
    status: row.status,
    notes: row.notes,
    ...recordStamps(row),
  };
}

/** An order read with its facility's name (`findOrder`, `listOrders`) as the API answers it. */
export const orderWithFacilityResponse = (o: { order: OrderRow; facilityName: string | null }) => toOrderResponse(o.order, o.facilityName);

/**
 * "Haus Sonne, 2026-12-01 – 2026-12-31": the order's name in the trash and the audit log, in no
 * language (the facility and ISO dates; the web client shows the dates in the reader's format).
 */
export const orderLabel = (o: { startDate: string; endDate: string; facilityName: string | null; facilityId: string }) =>
  `${o.facilityName ?? o.facilityId}, ${o.startDate} – ${o.endDate}`;
