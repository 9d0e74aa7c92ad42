import { beforeAll, describe, expect, test } from '@jest/globals';
import { eventEnvelopeSchema } from '@cs/contracts';
import { contractEventDataSchema, deletedEventDataSchema } from '@cs/contracts/events/facilities';
import { outboxEventsOf, harnessForFile } from './support/harness';
import { contractBody, newFacility } from './support/contracts';

const h = harnessForFile('contracts_events');
let facility: { id: string; name: string };
beforeAll(async () => {
  facility = await newFacility(h, 'Haus Ereignis');
});

describe('contract changes write one event each, in the same transaction', () => {
  test('create → facilities.contract.created with the full record, readable by the staffing replica schema', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facility.id, { status: 'Active', validTo: '2026-12-31' }) })).body;
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events).toHaveLength(1);
    expect(eventEnvelopeSchema.parse(events[0])).toMatchObject({ type: 'facilities.contract.created', subject: { type: 'contract', id: created.id }, data: created });
    expect(contractEventDataSchema.parse(events[0].data)).toEqual({
      id: created.id,
      facilityId: facility.id,
      number: created.number,
      status: 'Active',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(events[0].changes).toEqual(expect.arrayContaining([{ field: 'status', before: null, after: 'Active' }]));
  });

  test('update → facilities.contract.updated with exactly the changed fields', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facility.id) })).body;
    await h.api(`/api/contracts/${created.id}`, { method: 'PUT', body: contractBody(facility.id, { number: created.number, status: 'Active' }) });
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events.map((e) => e.type)).toEqual(['facilities.contract.created', 'facilities.contract.updated']);
    expect(events[1].changes).toEqual([{ field: 'status', before: 'Draft', after: 'Active' }]);
  });

  test('delete → facilities.contract.deleted with the record, a trash label, deletedAt and deletedBy', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facility.id, { number: 'EV-1' }) })).body;
    await h.api(`/api/contracts/${created.id}`, { method: 'DELETE' });
    const deleted = (await outboxEventsOf(h.svc, created.id))[1];
    expect(deleted.type).toBe('facilities.contract.deleted');
    expect(contractEventDataSchema.parse(deleted.data)).toMatchObject({ id: created.id });
    expect(deletedEventDataSchema.parse(deleted.data)).toMatchObject({
      label: 'EV-1 – Haus Ereignis',
      deletedBy: '00000000-0000-7000-8000-000000000001',
    });
  });

  test('restore → restored with the full record; purge → purged with { id, label }', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facility.id, { number: 'EV-2' }) })).body;
    await h.api(`/api/contracts/${created.id}`, { method: 'DELETE' });
    const restored = (await h.api(`/api/trash/contracts/${created.id}/restore`, { method: 'POST' })).body;
    await h.api(`/api/contracts/${created.id}`, { method: 'DELETE' });
    await h.api(`/api/trash/contracts/${created.id}`, { method: 'DELETE' });
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events.map((e) => e.type)).toEqual([
      'facilities.contract.created',
      'facilities.contract.deleted',
      'facilities.contract.restored',
      'facilities.contract.deleted',
      'facilities.contract.purged',
    ]);
    expect(events[2].data).toEqual(restored);
    expect(events[4].data).toEqual({ id: created.id, label: 'EV-2 – Haus Ereignis' });
  });

  test('refused changes (409, 412, 404) write no event', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facility.id, { number: 'EV-3' }) })).body;
    await h.api('/api/contracts', { body: contractBody(facility.id, { number: 'EV-3' }) });
    await h.api(`/api/contracts/${created.id}`, { method: 'DELETE', headers: { 'if-match': '"9"' } });
    await h.api(`/api/trash/contracts/${created.id}`, { method: 'DELETE' });
    expect(await outboxEventsOf(h.svc, created.id)).toHaveLength(1);
  });
});
