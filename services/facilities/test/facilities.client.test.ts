import { describe, expect, test } from '@jest/globals';
import { facilityBody, harnessForFile, outboxEventsOf } from './support/harness';
import { newClient } from './support/clients';

const h = harnessForFile('facilities_client');
const unknownId = '0190d1c4-0000-7000-8000-000000000000';
const facilityCount = async () => (await h.api('/api/facilities')).body.totalCount;

describe('a facility and its client', () => {
  test('without a clientId the facility is its own client (null); with one it answers it', async () => {
    expect((await h.api('/api/facilities', { body: facilityBody() })).body.clientId).toBeNull();
    const client = await newClient(h);
    const facility = (await h.api('/api/facilities', { body: facilityBody({ clientId: client.id }) })).body;
    expect(facility.clientId).toBe(client.id);
    expect((await h.api(`/api/facilities/${facility.id}`)).body.clientId).toBe(client.id);
  });

  test('PUT moves the facility to another client, or back to none (left out → null); the event names the change', async () => {
    const [first, second] = [await newClient(h), await newClient(h)];
    const facility = (await h.api('/api/facilities', { body: facilityBody({ clientId: first.id }) })).body;
    const moved = await h.api(`/api/facilities/${facility.id}`, { method: 'PUT', body: { ...facility, clientId: second.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.clientId).toBe(second.id);
    expect((await h.api(`/api/facilities/${facility.id}`, { method: 'PUT', body: { name: facility.name } })).body.clientId).toBeNull();
    const updated = (await outboxEventsOf(h.svc, facility.id)).filter((e) => e.type === 'facilities.facility.updated');
    expect(updated[0].changes).toEqual([{ field: 'clientId', before: first.id, after: second.id }]);
  });

  test('an unknown client → 404 CLIENT_NOT_FOUND naming clientId; nothing stored or changed', async () => {
    const before = await facilityCount();
    const res = await h.api('/api/facilities', { body: facilityBody({ clientId: unknownId }) });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'CLIENT_NOT_FOUND', errors: { clientId: ['no client has this id'] } });
    expect(await facilityCount()).toBe(before);
    const facility = (await h.api('/api/facilities', { body: facilityBody() })).body;
    const update = await h.api(`/api/facilities/${facility.id}`, { method: 'PUT', body: { name: facility.name, clientId: unknownId } });
    expect(update.status).toBe(404);
    expect(update.body.errors).toEqual({ clientId: ['no client has this id'] });
    expect((await h.api(`/api/facilities/${facility.id}`)).body).toEqual(facility);
  });

  test('a client in the trash → 409 CLIENT_IN_TRASH naming clientId; restored, it can be given again', async () => {
    const client = await newClient(h);
    await h.api(`/api/clients/${client.id}`, { method: 'DELETE' });
    const res = await h.api('/api/facilities', { body: facilityBody({ clientId: client.id }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CLIENT_IN_TRASH', errors: { clientId: ['is in the trash'] } });
    const facility = (await h.api('/api/facilities', { body: facilityBody() })).body;
    expect((await h.api(`/api/facilities/${facility.id}`, { method: 'PUT', body: { name: facility.name, clientId: client.id } })).status).toBe(409);
    await h.api(`/api/trash/clients/${client.id}/restore`, { method: 'POST' });
    expect((await h.api('/api/facilities', { body: facilityBody({ clientId: client.id }) })).status).toBe(200);
  });

  test('a malformed clientId → 400 naming it', async () => {
    const res = await h.api('/api/facilities', { body: facilityBody({ clientId: 'kunde-1' }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['clientId']);
  });
});
