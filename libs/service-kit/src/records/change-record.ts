import type { Db, Tx } from '../db';
import type { OutboxRelay } from '../outbox/relay';
import { transact } from '../outbox/transaction';
import { editable } from './versions';

/** Which record an edit or a delete works on. */
export interface RecordToChange<Row> {
  /** Reads it with its row lock. */
  read(tx: Tx): Promise<Row | undefined>;
  /** 404 when there is none: a noun or the aggregate's own error. */
  missing: string | (() => Error);
  /** The `If-Match` version; undefined: no check. */
  expectedVersion: number | undefined;
  /** Where the row keeps its version, when not in `version`. */
  versionOf?: (row: Row) => number;
}

/**
 * The transaction of every edit and delete of one record: read it locked, 404 when missing, 412 on a
 * stale `If-Match`, then `change` it (write and outbox) in the same transaction.
 */
export function changeRecord<Row, R>(deps: { db: Db; relay: OutboxRelay }, record: RecordToChange<Row>, change: (tx: Tx, current: Row) => Promise<R>): Promise<R> {
  return transact(deps, async (tx) => change(tx, editable(await record.read(tx), record.missing, record.expectedVersion, record.versionOf)));
}
