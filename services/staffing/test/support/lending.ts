import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { clientReplica, lendingHistory } from '../../src/schema';
import type { Harness } from './harness';
import { anna, created, publishContract, seedFacility } from './fixtures';

/** Fixtures of the lending clock tests: clients and facilities by events, history rows straight into the table, assignments through the API. */
export function lendingFixtures(h: Harness) {
  return {
    /** A client as facilities announces it, with its own limits (the replica's columns) when given. */
    async client(name: string, limits: { maxMonths?: number; maxMonthsNote?: string; equalPayMonths?: number; equalPayNote?: string } = {}) {
      const id = uuidv7();
      await h.publish('facilities.client.created', { type: 'client', id }, { id, name, legalForm: 'GmbH', version: 1 });
      await eventually(async () => (await h.svc.db.select().from(clientReplica).where(eq(clientReplica.id, id)))[0]);
      await h.svc.db
        .update(clientReplica)
        .set({
          maxLendingMonths: limits.maxMonths ?? null,
          maxLendingMonthsNote: limits.maxMonthsNote ?? null,
          equalPayMonths: limits.equalPayMonths ?? null,
          equalPayNote: limits.equalPayNote ?? null,
        })
        .where(eq(clientReplica.id, id));
      return id;
    },
    /** A facility (of a client, or its own party) with an open-ended active contract. */
    async facility(name: string, clientId: string | null = null) {
      const facility = await seedFacility(h, { name, clientId });
      await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2020-01-01' });
      return facility.id;
    },
    employee: (firstName: string, lastName = 'Leih') => created(h, '/api/employees', { ...anna, firstName, lastName, entryDate: '2020-01-01' }).then((e) => e.id as string),
    /** An order at the facility over the range (2 h a day, no shift) and the employee's assignment to all of it. */
    async lend(facilityId: string, employeeId: string, from: string, to: string) {
      const order = await created(h, '/api/orders', { facilityId, startDate: from, endDate: to, hoursPerDay: 2, requiredQualification: 'pflegefachkraft' });
      const res = await h.call('/api/assignments', { body: { orderId: order.id, employeeId, startDate: from, endDate: to, acknowledgement: {} } });
      if (res.status !== 200 && res.status !== 201) throw new Error(`assign → ${res.status}: ${res.text}`);
      return res.body.id as string;
    },
    /** A history period, straight into the table (its API is another feature's). */
    async history(employeeId: string, partyId: string, from: string, to: string, source: 'otherAgency' | 'beforeThisSystem' | 'employedByClient' = 'beforeThisSystem') {
      const id = uuidv7();
      await h.svc.db.insert(lendingHistory).values({ id, employeeId, partyId, fromDate: from, toDate: to, source });
      return id;
    },
  };
}

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
