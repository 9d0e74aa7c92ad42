import { eq } from 'drizzle-orm';
import { upsertReplica, type Queryable } from '@cs/service-kit';
import type { ValueListEntryEventData } from '@cs/contracts/events/value-lists';
import { crmStatusReplica } from '../schema';
import type { CrmStatusEntry } from './crm-status-rule';

/** The live (not deleted) entries of the replica. */
export async function listCrmStatusEntries(db: Queryable): Promise<CrmStatusEntry[]> {
  return db.select({ code: crmStatusReplica.code, active: crmStatusReplica.active }).from(crmStatusReplica).where(eq(crmStatusReplica.deleted, false));
}

/** Applies one entry event unless a newer one for the same code was applied already. */
export async function applyCrmStatusEntry(db: Queryable, entry: ValueListEntryEventData, deleted: boolean, eventAt: string) {
  const values = { code: entry.code, label: entry.label, active: entry.active, deleted, eventAt };
  await upsertReplica(db, crmStatusReplica, { key: crmStatusReplica.code, order: crmStatusReplica.eventAt }, values);
}
