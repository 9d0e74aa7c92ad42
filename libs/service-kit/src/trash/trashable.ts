import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor, FieldChange } from '@cs/contracts';
import type { Principal } from '../auth';
import type { Queryable, Tx } from '../db';
import type { AppError } from '../problem-details';

/** A record as its GET answers it. */
export type TrashRecord = Record<string, unknown> & { id: string; version: number };

export interface FindOptions {
  /** Look in the trash (soft-deleted rows) instead of the live rows. */
  trashed?: boolean;
  /** Take a row lock for the rest of the transaction. */
  lock?: boolean;
}

/**
 * What the generic delete / restore / purge use cases need to know about an aggregate with a trash
 * (docs/events-and-trash.md). Each aggregate folder exports one (`contractTrashable`, …) and keeps
 * its own rules in the optional hooks.
 */
export interface Trashable<R extends TrashRecord = TrashRecord> {
  /** Events are `<context>.<aggregate>.deleted|restored|purged`, subject `{ type: aggregate, id }`. */
  context: string;
  aggregate: string;
  /** For messages: "Employee was not found.", "Employee in the trash was not found." */
  noun: string;
  /** Has `id`, `deleted_at` and `deleted_by`; the default row operations (trash-rows.ts) work on it. */
  table: PgTable;
  find(q: Queryable, id: string, options?: FindOptions): Promise<R | undefined>;
  /** Human label for the trash: "Müller, Anna". */
  label(q: Queryable, record: R): string | Promise<string>;

  /** Locks taken before the record's row lock on delete and restore (an employee's advisory lock). */
  lockFirst?(tx: Tx, id: string): Promise<void>;
  /** Refuses the soft delete (409) while live records depend on this one, or for this caller. */
  assertDeletable?(tx: Tx, record: R, principal: Principal): Promise<void>;
  /**
   * Refuses a restore (409) that would break a rule; may add fields to the answer (warnings).
   * `input`: what the restore request carried, as the route passes it (an acknowledgement, a language).
   */
  prepareRestore?(tx: Tx, record: R, input?: unknown): Promise<Record<string, unknown> | void>;
  /** Fields the `restored` event carries besides the record, from what `prepareRestore` answered (acknowledged warnings). */
  restoredEventData?(prepared: Record<string, unknown>, principal: Principal, input?: unknown): Record<string, unknown>;
  /** Unique indexes a restore may still collide with (a race past `prepareRestore`) → their 409s. */
  uniqueConflicts?: Record<string, () => AppError>;
  /** Keeps derived state right after the soft delete (an order's Filled status, a user's sessions). */
  afterDelete?(tx: Tx, record: R, principal: Principal, correlationId?: string | null): Promise<unknown>;
  /** Keeps derived state right after the restore. */
  afterRestore?(tx: Tx, record: R, principal: Principal, correlationId?: string | null): Promise<unknown>;
  /** Removes what hangs on the record but has no trash (an employee's distances), just before the purge. */
  beforePurge?(tx: Tx, record: R, principal: Principal | null, correlationId?: string | null): Promise<void>;
  /** Soft-deleted records purged together with this one, before it. */
  trashedDependants?(tx: Tx, record: R): Promise<Array<{ kind: AnyTrashable; id: string }>>;


  /** The actor of the retention purge's events; default an actor without user. */
  systemActor?: Actor;
  /** Field changes of the deleted / restored events; default none. */
  changesOf?(verb: 'deleted' | 'restored', data: Record<string, unknown>): FieldChange[] | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrashable = Trashable<any>;

/** A trashable's `find` from the repo's row finder and the row → record mapping (which may read more). */
export function findMapped<Row, R>(
  findRow: (q: Queryable, id: string, options?: FindOptions) => Promise<Row | undefined>,
  toRecord: (row: Row, q: Queryable) => R | Promise<R>,
): (q: Queryable, id: string, options?: FindOptions) => Promise<R | undefined> {
  return async (q, id, options) => {
    const row = await findRow(q, id, options);
    return row === undefined ? undefined : toRecord(row, q);
  };
}
