import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { eventEnvelopeSchema, streams } from '@cs/contracts';
import { facilityEventDataSchema } from '@cs/contracts/events/facilities';
import { eventually } from '@cs/service-kit/testing/index';
import { outboxEventsOf, startHarness, type Harness } from './support/harness';

let h: Harness;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startHarness('facilities_events');
  nc = await connect({ servers: h.nats.url });
});
afterAll(async () => {
  await nc?.drain();
  await h?.stop();
});

const userId = '00000000-0000-7000-8000-000000000001';

describe('every change writes exactly one event to the outbox, in the same transaction', () => {
  test('create → one facilities.facility.created with the full record and every set field as a change', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Haus Ereignis', billingRate: 30 }, headers: { 'x-request-id': 'req-create-1' } })).body;
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(eventEnvelopeSchema.parse(event)).toBeTruthy();
    expect(event).toMatchObject({
      type: 'facilities.facility.created',
      version: 1,
      subject: { type: 'facility', id: created.id },
      actor: { userId, displayName: 'Test User' },
      data: created,
      correlationId: 'req-create-1',
    });
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Haus Ereignis' },
        { field: 'billingRate', before: null, after: 30 },
        { field: 'travelCostMode', before: null, after: 'Pauschale' },
      ]),
    );
    expect(event.changes!.map((c) => c.field)).not.toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt']));
  });

  test('update → one facilities.facility.updated listing exactly the changed fields, before → after', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Vorher', billingRate: 30, city: 'Kiel' } })).body;
    const updated = (await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'Nachher', billingRate: 31.5, city: 'Kiel' } })).body;
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events.map((e) => e.type)).toEqual(['facilities.facility.created', 'facilities.facility.updated']);
    expect(events[1].data).toEqual(updated);
    expect(events[1].changes).toEqual([
      { field: 'name', before: 'Vorher', after: 'Nachher' },
      { field: 'billingRate', before: 30, after: 31.5 },
    ]);
  });

  test('the billing-condition changes appear in the event', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Kond' } })).body;
    const body = { name: 'Kond', billingRate: 1, travelCostRate: 2, mealAllowanceRate: 3, travelCostMode: 'ProKilometer', travelCostPerKm: 0.5 };
    await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body });
    const [, updated] = await outboxEventsOf(h.svc, created.id);
    expect(updated.changes!.map((c) => c.field).sort()).toEqual(['billingRate', 'mealAllowanceRate', 'travelCostMode', 'travelCostPerKm', 'travelCostRate']);
  });

  test('a refused change (400, 404, 412) writes no event', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Fest' } })).body;
    await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'X', billingRate: -1 } });
    await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'X' }, headers: { 'if-match': '"7"' } });
    expect(await outboxEventsOf(h.svc, created.id)).toHaveLength(1);
  });

  test('an update that changes nothing still records one event, with no changes', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Gleich' } })).body;
    await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'Gleich' } });
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events).toHaveLength(2);
    expect(events[1].changes).toEqual([]);
  });

  test('the event data satisfies the schema the facility directory consumes', async () => {
    const created = (await h.api('/api/facilities', { body: { name: 'Verzeichnis', street: 'Weg 1', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 } })).body;
    const [event] = await outboxEventsOf(h.svc, created.id);
    expect(facilityEventDataSchema.parse(event.data)).toMatchObject({ id: created.id, name: 'Verzeichnis', travelCostPerKm: 0.3 });
  });
});

describe('the relay publishes the events to JetStream', () => {
  test('created and updated arrive on facilities.facility.*.v1 in order, with Nats-Msg-Id = event id', async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.add(streams.facilities.name, {
      durable_name: 'test-facility-events',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: 'facilities.facility.>',
    });
    const created = (await h.api('/api/facilities', { body: { name: 'Strom' } })).body;
    await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'Strom 2' } });
    const consumer = await jetstream(nc).consumers.get(streams.facilities.name, 'test-facility-events');
    const seen: Array<{ subject: string; msgId: string | undefined; type: string; id: string }> = [];
    await eventually(async () => {
      const batch = await consumer.fetch({ max_messages: 100, expires: 1000 });
      for await (const m of batch) {
        const event = m.json<{ id: string; type: string; subject: { id: string } }>();
        if (event.subject.id === created.id) seen.push({ subject: m.subject, msgId: m.headers?.get('Nats-Msg-Id'), type: event.type, id: event.id });
        m.ack();
      }
      return seen.length >= 2;
    });
    expect(seen.map((s) => s.subject)).toEqual(['facilities.facility.created.v1', 'facilities.facility.updated.v1']);
    for (const s of seen) expect(s.msgId).toBe(s.id);
    const outboxIds = (await outboxEventsOf(h.svc, created.id)).map((e) => e.id);
    expect(seen.map((s) => s.id)).toEqual(outboxIds);
  });
});
