import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { streams } from '@cs/contracts';
import { seenEvent } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { parkedEvents } from '../src/schema';
import { VALUE_LISTS_CONSUMER } from '../src/handlers/on-value-list-entry-changed';
import { harnessForFile } from './support/harness';
import { crmEntry, publishEntry, replicaRow } from './support/value-lists';

const h = harnessForFile('facilities_value_lists');
const staffing = h.staffing;

const consumerInfo = () => h.svc.bus.jsm.consumers.info(streams.staffing.name, VALUE_LISTS_CONSUMER);
const parked = () => h.svc.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, VALUE_LISTS_CONSUMER));

describe('consumer facilities-value-lists keeps a replica of the crmStatus list', () => {
  test('entryCreated adds the code, acked', async () => {
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Lead', { label: 'Interessent' }));
    expect(await replicaRow(h.svc, 'Lead')).toMatchObject({ code: 'Lead', label: 'Interessent', active: true, deleted: false });
    await eventually(async () => (await consumerInfo()).num_ack_pending === 0);
    expect((await consumerInfo()).config.filter_subject).toBe('staffing.valueList.>');
  });

  test('entryUpdated changes label and active', async () => {
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Kunde'));
    await publishEntry(h.svc, staffing, 'entryUpdated', crmEntry('Kunde', { label: 'Bestandskunde', active: false }));
    expect(await replicaRow(h.svc, 'Kunde')).toMatchObject({ label: 'Bestandskunde', active: false });
  });

  test('entryDeleted removes the code from the live list (kept as a tombstone)', async () => {
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Weg'));
    await publishEntry(h.svc, staffing, 'entryDeleted', crmEntry('Weg'));
    expect(await replicaRow(h.svc, 'Weg')).toMatchObject({ deleted: true });
  });

  test('entries of other lists are ignored', async () => {
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Pflegefachkraft', { listKey: 'qualifications', rank: 3 }));
    expect(await replicaRow(h.svc, 'Pflegefachkraft')).toBeUndefined();
  });

  test('a redelivered event has no second effect', async () => {
    const created = await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Doppelt'));
    await publishEntry(h.svc, staffing, 'entryUpdated', crmEntry('Doppelt', { active: false }));
    // The same event again (as after a lost ack): the inbox knows it, the later deactivation stays.
    await staffing.publish(created);
    const marker = await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Danach'));
    expect(await seenEvent(h.svc.db, VALUE_LISTS_CONSUMER, marker.id)).toBe(true);
    expect(await replicaRow(h.svc, 'Doppelt')).toMatchObject({ active: false });
  });

  test('an event older than the one applied is ignored (a late retry cannot revive a deleted code)', async () => {
    const stale = staffing.envelope('staffing.valueList.entryCreated', crmEntry('Spät'));
    await publishEntry(h.svc, staffing, 'entryDeleted', crmEntry('Spät'));
    await staffing.publish({ ...stale, occurredAt: new Date(Date.now() - 60_000).toISOString() });
    await eventually(() => seenEvent(h.svc.db, VALUE_LISTS_CONSUMER, stale.id));
    expect(await replicaRow(h.svc, 'Spät')).toMatchObject({ deleted: true });
  });

  test('a message that is not an event is parked, terminated (never redelivered) and does not block the stream', async () => {
    await staffing.publishRaw('staffing.valueList.entryCreated.v1', 'this is not json');
    const after = await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('NachGift'));
    expect(await seenEvent(h.svc.db, VALUE_LISTS_CONSUMER, after.id)).toBe(true);
    expect((await parked()).filter((p) => p.payload === 'this is not json')).toHaveLength(1);
    await eventually(async () => (await consumerInfo()).num_ack_pending === 0);
  });

  test('an event whose data fails the schema is parked, acked and never applied', async () => {
    const bad = staffing.envelope('staffing.valueList.entryCreated', { listKey: 'crmStatus', label: 'ohne Code', active: 'ja' });
    await staffing.publish(bad);
    await eventually(() => seenEvent(h.svc.db, VALUE_LISTS_CONSUMER, bad.id));
    expect((await parked()).some((p) => p.payload.includes(bad.id))).toBe(true);
    await eventually(async () => (await consumerInfo()).num_ack_pending === 0);
    expect(await replicaRow(h.svc, 'ohne Code')).toBeUndefined();
  });
});
