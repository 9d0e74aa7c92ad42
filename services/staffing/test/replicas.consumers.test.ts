import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { seenEvent } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { contractReplica, facilityDirectory, parkedEvents } from '../src/schema';
import { findFacilityFacts } from '../src/handlers/replicas.repo';
import { Harness } from './support/harness';
import { created, publishContract, seedFacility } from './support/fixtures';

const h = Harness.forFile('replicas');

const directoryRow = async (id: string) => (await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, id)))[0];
const contractRow = async (id: string) => (await h.svc.db.select().from(contractReplica).where(eq(contractReplica.id, id)))[0];
const parked = async (consumer: string) => h.svc.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, consumer));

describe('staffing-facility-directory', () => {
  test('when a facility is created and renamed in facilities, then orders show its new name', async () => {
    const facility = await seedFacility(h, { name: 'Haus Alt' });
    const order = await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', hoursPerDay: 8 });
    expect(order.facilityName).toBe('Haus Alt');
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, name: 'Haus Neu', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3, version: 2 });
    await eventually(async () => (await directoryRow(facility.id))?.name === 'Haus Neu');
    expect(await directoryRow(facility.id)).toMatchObject({ city: 'Berlin', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3, sourceVersion: 2 });
    expect((await h.call(`/api/orders/${order.id}`)).body.facilityName).toBe('Haus Neu');
  });

  test('when a facility event carries its federal state, then the directory stores it and gives it to the conflict facts', async () => {
    const facility = await seedFacility(h, { postalCode: '80331', state: 'BY' });
    expect(await directoryRow(facility.id)).toMatchObject({ postalCode: '80331', state: 'BY' });
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, state: 'HE', version: 2 });
    await eventually(async () => (await directoryRow(facility.id))?.state === 'HE');
    const older = await seedFacility(h, { postalCode: '50667' });
    expect(await directoryRow(older.id)).toMatchObject({ postalCode: '50667', state: null });
    expect(await findFacilityFacts(h.svc.db, [facility.id, older.id])).toEqual(
      expect.arrayContaining([
        { id: facility.id, name: facility.name, state: 'HE', postalCode: '80331' },
        { id: older.id, name: older.name, state: null, postalCode: '50667' },
      ]),
    );
    expect(await findFacilityFacts(h.svc.db, [])).toEqual([]);
  });

  test('when an older facility event arrives after a newer one, then the newer state stays', async () => {
    const facility = await seedFacility(h, { name: 'Version 1' });
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, name: 'Version 3', version: 3 });
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, name: 'Version 2', version: 2 });
    const marker = await seedFacility(h);
    expect(await directoryRow(marker.id)).toBeDefined();
    expect((await directoryRow(facility.id)).name).toBe('Version 3');
  });

  test('when facility data fails its schema, then the event is parked and later events still apply', async () => {
    const bad = await h.publish('facilities.facility.created', { type: 'facility', id: 'x' }, { id: uuidv7(), street: 'no name' });
    await h.publishRaw('facilities.facility.updated.v1', 'this is not json');
    const after = await seedFacility(h);
    expect(await directoryRow(after.id)).toBeDefined();
    const rows = await eventually(async () => ((await parked('staffing-facility-directory')).length >= 2 ? parked('staffing-facility-directory') : null));
    expect(rows.map((r) => r.payload)).toEqual(expect.arrayContaining([expect.stringContaining(bad.id), 'this is not json']));
    expect(await seenEvent(h.svc.db, 'staffing-facility-directory', bad.id)).toBe(true);
  });
});

describe('staffing-contracts', () => {
  test('when an event is delivered again, then it has no second effect', async () => {
    const facility = await seedFacility(h);
    const id = uuidv7();
    const base = { id, facilityId: facility.id, number: 'V-9', validFrom: '2026-01-01', validTo: null };
    const first = await h.publish('facilities.contract.created', { type: 'contract', id }, { ...base, status: 'Active' });
    await h.publish('facilities.contract.updated', { type: 'contract', id }, { ...base, status: 'Terminated' });
    await eventually(async () => (await contractRow(id))?.status === 'Terminated');
    await h.publishEnvelope(first, uuidv7());
    const marker = await publishContract(h, 'created', { facilityId: facility.id });
    expect(await contractRow(marker.id)).toBeDefined();
    expect((await contractRow(id)).status).toBe('Terminated');
  });

  test('when a contract is purged in facilities, then the replica forgets it', async () => {
    const facility = await seedFacility(h);
    const contract = await publishContract(h, 'created', { facilityId: facility.id });
    await h.publish('facilities.contract.purged', { type: 'contract', id: contract.id }, { id: contract.id, label: 'V-1' });
    await eventually(async () => !(await contractRow(contract.id)));
  });

  test('when a contract event carries no facilityId, then it is parked, not retried', async () => {
    const bad = await h.publish('facilities.contract.updated', { type: 'contract', id: 'c' }, { id: uuidv7(), status: 'Active' });
    const rows = await eventually(async () => ((await parked('staffing-contracts')).length > 0 ? parked('staffing-contracts') : null));
    expect(rows[0]).toMatchObject({ subject: 'facilities.contract.updated' });
    expect(await seenEvent(h.svc.db, 'staffing-contracts', bad.id)).toBe(true);
  });
});
