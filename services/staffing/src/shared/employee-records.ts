import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PagingQuery } from '@cs/contracts';
import {
  findRecord,
  insertRecord,
  liveRows,
  overlapping,
  selectPage,
  updateRecord,
  type Access,
  type FindOptions,
  type Queryable,
  type TrashableTable,
} from '@cs/service-kit';
import { ownedBy } from './own-scope';

/** A table of an employee's records over a date range (absences, assignments). */
export type EmployeeRangeTable = TrashableTable & { employeeId: PgColumn; startDate: PgColumn; endDate: PgColumn };

/** What the lists of such records filter on besides their own fields. */
export type EmployeeRangeQuery = PagingQuery & { employeeId?: string; from?: string; to?: string };

/**
 * The SQL an employee's dated records share: lists and reads within the caller's scope (`Own`: the
 * caller's employee only), a list filtered by employee and by overlap with `from`–`to` (ordered by
 * start), insert and edit. The repo adds its own filters and labels.
 */
export function employeeRangeRecords<T extends EmployeeRangeTable>(table: T) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id'>;
  return {
    list: (q: Queryable, query: EmployeeRangeQuery, access: Access, ...filters: Array<SQL | undefined>) =>
      selectPage(
        q,
        table,
        and(
          liveRows(table),
          ownedBy(access, table.employeeId),
          query.employeeId ? eq(table.employeeId, query.employeeId) : undefined,
          ...filters,
          overlapping(table.startDate, table.endDate, query),
        ),
        [asc(table.startDate), asc(table.id)],
        query,
      ),
    find: (q: Queryable, id: string, { trashed, lock, access }: FindOptions & { access?: Access } = {}): Promise<Row | undefined> =>
      findRecord(q, table, id, { trashed, lock, where: access && ownedBy(access, table.employeeId) }),
    insert: (q: Queryable, id: string, values: Values): Promise<Row> => insertRecord(q, table, { id, ...values } as T['$inferInsert']),
    update: (q: Queryable, id: string, values: Values): Promise<Row> => updateRecord(q, table, id, values as Partial<T['$inferInsert']>),
  };
}
