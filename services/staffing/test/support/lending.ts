import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { clientReplica, lendingHistory } from '../../src/schema';
import type { Harness } from './harness';

/** A client in staffing's replica (from its event), with its own lending limits written to the replica as the history API will. */
export async function seedClient(h: Harness, data: { name?: string; maxLendingMonths?: number; equalPayMonths?: number } = {}) {
  const id = uuidv7();
  const name = data.name ?? 'Sonnenhof Pflege';
  await h.publish('facilities.client.created', { type: 'client', id }, { id, name, legalForm: 'gGmbH', version: 1 });
  await eventually(async () => (await h.svc.db.select().from(clientReplica).where(eq(clientReplica.id, id)))[0]);
  if (data.maxLendingMonths !== undefined || data.equalPayMonths !== undefined) {
    await h.svc.db
      .update(clientReplica)
      .set({ maxLendingMonths: data.maxLendingMonths ?? null, maxLendingMonthsNote: 'Tarifvertrag', equalPayMonths: data.equalPayMonths ?? null, equalPayNote: 'Branchenzuschlag' })
      .where(eq(clientReplica.id, id));
  }
  return { id, name };
}

/** A period recorded by hand (lending_history), straight into the table. */
export async function recordLending(h: Harness, row: { employeeId: string; partyId: string; from: string; to: string; source?: 'otherAgency' | 'beforeThisSystem' | 'employedByClient' }) {
  await h.svc.db.insert(lendingHistory).values({ id: uuidv7(), employeeId: row.employeeId, partyId: row.partyId, fromDate: row.from, toDate: row.to, source: row.source ?? 'beforeThisSystem' });
}
