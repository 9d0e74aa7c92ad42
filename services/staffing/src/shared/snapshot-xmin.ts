import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@cs/service-kit';

/**
 * The xmin of a snapshot taken now, as the decimal text of the 64-bit transaction id (it compares
 * with `xid8` and, cast, with `bigint`): every transaction below it had ended, so a computation that
 * starts afterwards sees all of them. The remembered results (candidates, lending deadlines) keep it.
 */
export async function snapshotXmin(q: Queryable): Promise<string> {
  return rowsOf<{ xmin: string }>(await q.execute(sql`select (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint::text as xmin`))[0].xmin;
}
