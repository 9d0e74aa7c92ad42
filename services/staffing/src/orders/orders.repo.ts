import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { containsIgnoringCase, insertRecord, liveRows, overlapping, perHandle, trashedRows, updateRecord, type FindOptions, type Queryable } from '@cs/service-kit';
import type { ListOrdersQuery, OrderStatus } from '@cs/contracts/http/orders';
import { assignments, facilityDirectory, orders } from '../schema';
import type { OrderRow, OrderValues } from './order-record';

export type OrderWithFacility = { order: OrderRow; facilityName: string | null };

const withFacility = (q: Queryable) =>
  q
    .select({ order: getTableColumns(orders), facilityName: facilityDirectory.name })
    .from(orders)
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId));

export async function listOrders(q: Queryable, query: ListOrdersQuery): Promise<{ rows: OrderWithFacility[]; total: number }> {
  const where = and(
    liveRows(orders),
    containsIgnoringCase(query.search, [facilityDirectory.name, orders.notes]),
    query.facilityId ? eq(orders.facilityId, query.facilityId) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.requiredQualification ? eq(orders.requiredQualification, query.requiredQualification) : undefined,
    overlapping(orders.startDate, orders.endDate, query),
  );
  const [rows, [{ total }]] = await Promise.all([
    withFacility(q)
      .where(where)
      .orderBy(asc(orders.startDate), asc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    q.select({ total: count() }).from(orders).leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId)).where(where),
  ]);
  return { rows, total };
}

export async function findOrder(q: Queryable, id: string, { trashed = false, lock = false }: FindOptions = {}): Promise<OrderWithFacility | undefined> {
  const query = withFacility(q).where(and(eq(orders.id, id), trashed ? trashedRows(orders) : liveRows(orders)));
  const [row] = lock ? await query.for('no key update', { of: orders }) : await query;
  return row;
}

/**
 * The order (live) with its facility's name and its live assignments' ranges, in one statement (so
 * the two agree). A save holds the order's row lock (lockOrders) while it reads them, so no
 * assignment of it can change before it writes; a candidate list only reads.
 */
export async function findOrderWithRanges(q: Queryable, id: string): Promise<(OrderWithFacility & { ranges: LiveRange[] }) | undefined> {
  const [row] = await orderWithRanges(q).execute({ id });
  return row;
}

/** A live assignment's range on an order, with whose it is. */
export interface LiveRange {
  id: string;
  employeeId: string;
  startDate: string;
  endDate: string;
}

/** Prepared once per handle and connection: each save runs it, and planning it cost more than running it. */
const orderWithRanges = perHandle((q: Queryable) =>
  q
    .select({
      order: getTableColumns(orders),
      facilityName: facilityDirectory.name,
      ranges: sql<LiveRange[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'employeeId', a.employee_id, 'startDate', a.start_date, 'endDate', a.end_date) order by a.id), '[]'::json)
        from assignments a where a.order_id = ${orders.id} and a.deleted_at is null)`,
    })
    .from(orders)
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, orders.facilityId))
    .where(and(eq(orders.id, sql.placeholder('id')), liveRows(orders)))
    .prepare('staffing_order_with_ranges'),
);

export const insertOrder = (q: Queryable, id: string, values: OrderValues, status: OrderStatus): Promise<OrderRow> =>
  insertRecord(q, orders, { id, ...values, status });

export const updateOrderRow = (q: Queryable, id: string, values: OrderValues, status: OrderStatus): Promise<OrderRow> =>
  updateRecord(q, orders, id, { ...values, status });

/** Sets only the derived status (no new version: it is not an edit of the order's fields). */
export async function setOrderStatus(q: Queryable, id: string, status: OrderStatus) {
  await q.update(orders).set({ status }).where(eq(orders.id, id));
}

/** Date ranges of an order's live assignments. */
export function liveAssignmentRanges(q: Queryable, orderId: string) {
  return q
    .select({ id: assignments.id, startDate: assignments.startDate, endDate: assignments.endDate })
    .from(assignments)
    .where(and(eq(assignments.orderId, orderId), liveRows(assignments)));
}

export function trashedAssignmentIds(q: Queryable, orderId: string) {
  return q.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.orderId, orderId), trashedRows(assignments)));
}

export async function facilityName(q: Queryable, facilityId: string): Promise<string | null | undefined> {
  const [row] = await q.select({ name: facilityDirectory.name }).from(facilityDirectory).where(eq(facilityDirectory.id, facilityId));
  return row?.name;
}
