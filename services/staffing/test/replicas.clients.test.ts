import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { seenEvent } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { clientReplica, facilityDirectory, parkedEvents } from '../src/schema';
import { Harness } from './support/harness';
import { seedFacility } from './support/fixtures';

const h = Harness.forFile('replicas_clients');

const clientRow = async (id: string) => (await h.svc.db.select().from(clientReplica).where(eq(clientReplica.id, id)))[0];
const directoryRow = async (id: string) => (await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, id)))[0];
const parked = async (consumer: string) => h.svc.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, consumer));

const publishClient = async (verb: string, client: { id: string; name?: string; legalForm?: string | null; version: number }) => {
  const data = { name: 'Sonnenhof Pflege', legalForm: 'gGmbH', ...client };
  return h.publish(`facilities.client.${verb}`, { type: 'client', id: client.id }, data);
};

describe('staffing-clients', () => {
  test('created, updated, deleted, restored, purged: the replica follows, an older event never wins', async () => {
    const id = uuidv7();
    await publishClient('created', { id, version: 1 });
    await eventually(async () => (await clientRow(id))?.name === 'Sonnenhof Pflege');
    await publishClient('updated', { id, name: 'Sonnenhof Pflege Süd', version: 3 });
    await publishClient('updated', { id, name: 'Zwischenstand', version: 2 });
    const marker = uuidv7();
    await publishClient('created', { id: marker, version: 1 });
    await eventually(async () => (await clientRow(marker)) !== undefined);
    expect((await clientRow(id)).name).toBe('Sonnenhof Pflege Süd');
    await publishClient('deleted', { id, name: 'Sonnenhof Pflege Süd', version: 4 });
    await eventually(async () => (await clientRow(id))?.deleted === true);
    expect(await clientRow(id)).toMatchObject({ name: 'Sonnenhof Pflege Süd', legalForm: 'gGmbH', sourceVersion: 4 });
    await publishClient('restored', { id, name: 'Sonnenhof Pflege Süd', version: 5 });
    await eventually(async () => (await clientRow(id))?.deleted === false);
    await h.publish('facilities.client.purged', { type: 'client', id }, { id, label: 'Sonnenhof Pflege Süd gGmbH' });
    await eventually(async () => !(await clientRow(id)));
  });

  test('the client’s own lending limits and notes follow; an event without them (written before they existed) leaves the statute’s', async () => {
    const id = uuidv7();
    const limits = { maxLendingMonths: 24, maxLendingMonthsNote: 'TV LeiZ', equalPayMonths: 15, equalPayNote: 'Branchenzuschlag' };
    await h.publish('facilities.client.created', { type: 'client', id }, { id, name: 'Tarifkunde', legalForm: null, ...limits, version: 1 });
    await eventually(async () => (await clientRow(id))?.maxLendingMonths === 24);
    expect(await clientRow(id)).toMatchObject(limits);
    await publishClient('updated', { id, name: 'Tarifkunde', version: 2 });
    await eventually(async () => (await clientRow(id))?.sourceVersion === 2);
    expect(await clientRow(id)).toMatchObject({ maxLendingMonths: null, maxLendingMonthsNote: null, equalPayMonths: null, equalPayNote: null });
  });

  test('the client’s address, contact and Käuferreferenz follow; an event without them leaves none', async () => {
    const id = uuidv7();
    const address = { street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterhausen', email: 're@musterhausen.example', phone: '0123', contactPerson: 'Herr Amt', buyerReference: '991-12345-67' };
    await h.publish('facilities.client.created', { type: 'client', id }, { id, name: 'Stadt', legalForm: null, ...address, country: 'Deutschland', version: 1 });
    await eventually(async () => (await clientRow(id))?.sourceVersion === 1);
    expect(await clientRow(id)).toMatchObject(address);
    await publishClient('updated', { id, name: 'Stadt', version: 2 });
    await eventually(async () => (await clientRow(id))?.sourceVersion === 2);
    expect(await clientRow(id)).toMatchObject(Object.fromEntries(Object.keys(address).map((k) => [k, null])));
  });

  test('a client event without a name is parked, not retried', async () => {
    const bad = await h.publish('facilities.client.updated', { type: 'client', id: 'c' }, { id: uuidv7(), legalForm: null });
    const rows = await eventually(async () => ((await parked('staffing-clients')).length > 0 ? parked('staffing-clients') : null));
    expect(rows[0]).toMatchObject({ subject: 'facilities.client.updated' });
    expect(await seenEvent(h.svc.db, 'staffing-clients', bad.id)).toBe(true);
  });
});

describe('staffing-facility-directory keeps the facility’s client', () => {
  test('clientId from the event; none (or an event written before it existed) → null: the facility is its own client', async () => {
    const clientId = uuidv7();
    const facility = await seedFacility(h, { clientId });
    expect((await directoryRow(facility.id)).clientId).toBe(clientId);
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, clientId: null, version: 2 });
    await eventually(async () => (await directoryRow(facility.id))?.clientId === null);
    const older = await seedFacility(h);
    expect((await directoryRow(older.id)).clientId).toBeNull();
  });
});
