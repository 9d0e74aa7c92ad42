import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal, Queryable, Tx } from '@cs/service-kit';
import type { StaffingAggregate } from '@cs/contracts/events/staffing';
import type { StaffingTrashType } from '@cs/contracts/http/staffing-trash';

export type StaffingRecord = Record<string, unknown> & { id: string; version: number };

export interface FindOptions {
  /** Look in the trash (soft-deleted rows) instead of the live rows. */
  trashed?: boolean;
  /** Take a row lock for the rest of the transaction. */
  lock?: boolean;
}

/**
 * What the generic delete / restore / purge use cases need to know about an aggregate. Each
 * aggregate folder exports one (`employeeTrashable`, …); `trash-registry.ts` maps trash types to them.
 */
export interface Trashable<R extends StaffingRecord = StaffingRecord> {
  aggregate: StaffingAggregate;
  trashType: StaffingTrashType;
  /** For messages: "Employee was not found." */
  noun: string;
  table: PgTable;
  /** The record as its GET answers it. */
  find(q: Queryable, id: string, options?: FindOptions): Promise<R | undefined>;
  /** Human label for the trash: "Müller, Anna". */
  label(q: Queryable, record: R): Promise<string>;
  /** Locks taken before the record's row lock on delete and restore (an employee's advisory lock). */
  lockFirst?(tx: Tx, id: string): Promise<void>;
  /** Refuses the soft delete (409) while live records depend on this one. */
  assertDeletable?(tx: Tx, record: R): Promise<void>;
  /** Refuses a restore (409) that would break a rule; may add fields to the answer (warnings). */
  prepareRestore?(tx: Tx, record: R): Promise<Record<string, unknown> | void>;
  /** Keeps derived state right after a delete or restore (an order’s Filled status). */
  afterChange?(tx: Tx, record: R, principal: Principal | null, correlationId?: string | null): Promise<void>;
  /** Removes what hangs on the record but is no trash type (an employee's distances), just before the purge. */
  beforePurge?(tx: Tx, record: R, principal: Principal | null, correlationId?: string | null): Promise<void>;
  /** Soft-deleted records purged together with this one, before it. */
  trashedDependants?(tx: Tx, record: R): Promise<Array<{ type: StaffingTrashType; id: string }>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrashable = Trashable<any>;
