import type { FieldChange } from '@cs/contracts';
import { recordChange, type Principal, type Queryable } from '@cs/service-kit';
import type { StaffingAggregate } from '@cs/contracts/events/staffing';

export type RecordVerb = 'created' | 'updated' | 'deleted' | 'restored' | 'purged';

/**
 * Trashable aggregates, plus distances, clients' wishes and lending history (hard-deleted: created,
 * updated, deleted only), an employee's availability (updated only; subject id = the employee's) and
 * timesheets (created for a revision, updated for every edit and state change), invoices (created,
 * updated for every step, deleted for a draft) and the seller data (updated only).
 */
export type EventAggregate = StaffingAggregate | 'distance' | 'employeeFacilityPreference' | 'lendingHistory' | 'availability' | 'timesheet' | 'invoice' | 'invoiceSeller';

export interface RecordEventInput {
  aggregate: EventAggregate;
  verb: RecordVerb;
  principal: Principal | null;
  id: string;
  /** The record's display name now (the one its trash shows): the audit log names it so. Personal data: never logged. */
  label: string;
  data: Record<string, unknown>;
  /** The state before (updated) — changes are computed from it; created lists every field. */
  before?: Record<string, unknown> | null;
  /** Field changes given explicitly (instead of computed from `before` and `data`). */
  changes?: FieldChange[];
  correlationId?: string | null;
}

/** `staffing.<aggregate>.<verb>` into the outbox of the current transaction, with field-level changes. */
export const recordStaffingEvent = (tx: Queryable, input: RecordEventInput) => recordChange(tx, { context: 'staffing', ...input });
