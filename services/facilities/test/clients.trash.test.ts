import { describe, expect, test } from '@jest/globals';
import { eventEnvelopeSchema } from '@cs/contracts';
import { deletedEventDataSchema } from '@cs/contracts/events/facilities';
import { facilityBody, harnessForFile, outboxEventsOf } from './support/harness';
import { clientBody, newClient } from './support/clients';

const h = harnessForFile('clients_trash');
const remove = (id: string, headers: Record<string, string> = {}) => h.api(`/api/clients/${id}`, { method: 'DELETE', headers });
const restore = (id: string) => h.api(`/api/trash/clients/${id}/restore`, { method: 'POST' });
const purge = (id: string) => h.api(`/api/trash/clients/${id}`, { method: 'DELETE' });

describe('the trash', () => {
  test('DELETE → 204; gone from get, list, update; restore brings it back as it was', async () => {
    const created = await newClient(h, { legalForm: 'e. V.', notes: 'wie vorher' });
    expect((await remove(created.id)).status).toBe(204);
    expect((await h.api(`/api/clients/${created.id}`)).status).toBe(404);
    expect((await h.api(`/api/clients?search=${encodeURIComponent(created.name)}`)).body.totalCount).toBe(0);
    expect((await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: clientBody() })).status).toBe(404);
    expect((await remove(created.id)).status).toBe(404);
    const restored = await restore(created.id);
    expect(restored.status).toBe(200);
    const { version, updatedAt, ...rest } = restored.body;
    const { version: v0, updatedAt: u0, ...before } = created as typeof created & { updatedAt: string };
    expect(rest).toEqual(before);
    expect(version).toBeGreaterThan(v0);
    expect(updatedAt >= u0).toBe(true);
    expect((await h.api(`/api/clients/${created.id}`)).body).toEqual(restored.body);
  });

  test('If-Match on delete: stale → 412 and nothing deleted', async () => {
    const created = await newClient(h);
    expect((await remove(created.id, { 'if-match': '"5"' })).status).toBe(412);
    expect((await h.api(`/api/clients/${created.id}`)).status).toBe(200);
  });

  test('purge removes it for good: restore and purge then 404; a live client cannot be purged', async () => {
    const created = await newClient(h);
    expect((await purge(created.id)).status).toBe(404);
    await remove(created.id);
    expect((await purge(created.id)).status).toBe(204);
    expect((await restore(created.id)).status).toBe(404);
    expect((await purge(created.id)).status).toBe(404);
  });

  test('refused while facilities point to it: 409 CLIENT_HAS_FACILITIES naming them; allowed once they point elsewhere', async () => {
    const client = await newClient(h);
    const a = (await h.api('/api/facilities', { body: facilityBody({ clientId: client.id }) })).body;
    const b = (await h.api('/api/facilities', { body: facilityBody({ clientId: client.id }) })).body;
    const refused = await remove(client.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CLIENT_HAS_FACILITIES', facilityIds: [a.id, b.id].sort() });
    expect((await h.api(`/api/clients/${client.id}`)).status).toBe(200);
    for (const facility of [a, b]) await h.api(`/api/facilities/${facility.id}`, { method: 'PUT', body: { name: facility.name } });
    expect((await remove(client.id)).status).toBe(204);
  });
});

describe('events (one per change, in the same transaction)', () => {
  test('created, updated, deleted, restored, purged — with the record, a label, the changed fields', async () => {
    const created = await newClient(h, { name: 'Haus Ereignis', legalForm: 'gGmbH' });
    await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: 'Haus Ereignis', legalForm: 'gGmbH', city: 'Köln' } });
    await remove(created.id);
    const restored = (await restore(created.id)).body;
    await remove(created.id);
    await purge(created.id);
    const events = await outboxEventsOf(h.svc, created.id);
    expect(events.map((e) => e.type)).toEqual([
      'facilities.client.created',
      'facilities.client.updated',
      'facilities.client.deleted',
      'facilities.client.restored',
      'facilities.client.deleted',
      'facilities.client.purged',
    ]);
    expect(eventEnvelopeSchema.parse(events[0])).toMatchObject({ subject: { type: 'client', id: created.id }, data: created });
    expect(events[1].changes).toEqual([{ field: 'city', before: null, after: 'Köln' }]);
    expect(deletedEventDataSchema.parse(events[2].data)).toMatchObject({ label: 'Haus Ereignis gGmbH', deletedBy: '00000000-0000-7000-8000-000000000001' });
    expect(events[3].data).toEqual(restored);
    expect(events[5].data).toEqual({ id: created.id, label: 'Haus Ereignis gGmbH' });
  });

  test('refused changes (400, 409, 412) write no event', async () => {
    const created = await newClient(h);
    await h.api(`/api/clients/${created.id}`, { method: 'PUT', body: { name: '' } });
    await remove(created.id, { 'if-match': '"9"' });
    await purge(created.id);
    expect(await outboxEventsOf(h.svc, created.id)).toHaveLength(1);
  });
});
