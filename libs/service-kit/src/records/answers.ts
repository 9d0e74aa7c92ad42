import { toPaged, type PagingQuery } from '@cs/contracts';
import { notFound } from '../problem-details';

/** What a repo's list returns (`selectPage`). */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
  totalCapped?: boolean;
}

/** A page of rows as a list operation answers it: each row mapped, the paging fields from the query. */
export const pageOf = <Row, R>({ rows, total, totalCapped }: RowPage<Row>, toRecord: (row: Row) => R, query: PagingQuery) =>
  toPaged(
    rows.map((row) => toRecord(row)),
    total,
    query,
    totalCapped,
  );

/** The record a read answers with: 404 (`missing`, a noun or the aggregate's own error) when there is none. */
export function found<T>(row: T | undefined, missing: string | (() => Error)): T {
  if (row === undefined) throw typeof missing === 'string' ? notFound(missing) : missing();
  return row;
}
