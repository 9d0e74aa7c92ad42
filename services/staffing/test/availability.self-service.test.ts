import { beforeAll, describe, expect, test } from '@jest/globals';
import type { PermissionMap } from '@cs/contracts';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { availabilityHelpers, availabilityOf as pathOf, day } from './support/availability';

/** BOLA: employees A and B; A holds `availability` at Own scope, linked to A. */
const h = Harness.forFile('availability_self_service');
const { employee, put, storedDays } = availabilityHelpers(h);

describe('self-service (/api/me/availability)', () => {
  const own: PermissionMap = { availability: { read: 'Own', update: 'Own' } };
  let a: { id: string };
  let b: { id: string };
  let tokenA: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([employee('Amira'), employee('Bruno')]);
    tokenA = await h.token(own, a.id);
    await put(pathOf(b.id), [{ date: day(7), status: 'unavailable', note: 'B’s day' }]);
  });

  test('when an employee states days, then they are theirs (the employee comes from the token), with them as actor', async () => {
    const res = await put('/api/me/availability', [{ date: day(7), status: 'available', shifts: ['early'] }], tokenA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ employeeId: a.id, days: [{ date: day(7), status: 'available', shifts: ['early'] }] });
    const mine = await h.call('/api/me/availability', { token: tokenA });
    expect(mine.body.employeeId).toBe(a.id);
    expect(mine.body.days.map((d: { date: string }) => d.date)).toEqual([day(7)]);
    expect((await eventsFor(h, a.id)).at(-1)).toMatchObject({ type: 'staffing.availability.updated', actor: { employeeId: a.id } });
    expect((await h.call(pathOf(b.id))).body.days).toEqual([expect.objectContaining({ date: day(7), status: 'unavailable', note: 'B’s day' })]);
  });

  test('BOLA: A cannot read or set B’s availability — no employee in the body, the office routes answer 403', async () => {
    const named = await h.call('/api/me/availability', { token: tokenA, method: 'PUT', body: { employeeId: b.id, days: [{ date: day(8), status: 'available' }] } });
    expect(named.status).toBe(400);
    expect(named.body.errors.employeeId).toEqual(['is read-only: send it unchanged or leave it out']);
    expect((await h.call(`/api/me/availability?employeeId=${b.id}`, { token: tokenA })).body.employeeId).toBe(a.id);
    expect((await h.call(pathOf(b.id), { token: tokenA })).status).toBe(403);
    expect((await put(pathOf(b.id), [{ date: day(8), status: 'available' }], tokenA)).status).toBe(403);
    expect(await storedDays(b.id)).toEqual([day(7)]);
  });

  test('an account linked to no employee sees no days and cannot state any (403 NO_LINKED_EMPLOYEE)', async () => {
    const token = await h.token(own, null);
    const read = await h.call('/api/me/availability', { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ employeeId: null, days: [] });
    const write = await put('/api/me/availability', [{ date: day(1), status: 'available' }], token);
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('NO_LINKED_EMPLOYEE');
  });

  test('a role without the availability module → 403 on every route', async () => {
    const token = await h.token({ employees: { read: 'All', update: 'All' }, distances: { read: 'Own', update: 'Own' } }, a.id);
    expect((await h.call('/api/me/availability', { token })).status).toBe(403);
    expect((await put('/api/me/availability', [{ date: day(1), status: 'available' }], token)).status).toBe(403);
    expect((await h.call(pathOf(a.id), { token })).status).toBe(403);
    expect((await put(pathOf(a.id), [{ date: day(1), status: 'available' }], token)).status).toBe(403);
  });
});
