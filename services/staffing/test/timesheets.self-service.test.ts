import { beforeAll, describe, expect, test } from '@jest/globals';
import type { PermissionMap } from '@cs/contracts';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { actual, assignedWeek, put, sheetOf, step } from './support/timesheets';

/** BOLA: employees A and B with a timesheet each; A holds `timesheets` at Own scope, linked to A. */
const h = Harness.forFile('timesheets_self_service');
const week = '2026-W19';
const own: PermissionMap = { timesheets: { read: 'Own', update: 'Own' } };

describe('self-service (/api/me/timesheets)', () => {
  let a: { id: string };
  let b: { id: string };
  let tokenA: string;
  beforeAll(async () => {
    const worldA = await assignedWeek(h, { employee: { firstName: 'Amira' } });
    const worldB = await assignedWeek(h, { employee: { firstName: 'Bruno' } });
    a = await sheetOf(h, week, worldA.assignment.id);
    b = await sheetOf(h, week, worldB.assignment.id);
    tokenA = await h.token(own, worldA.employee.id);
  });

  test('the list and reads show only the caller’s own; another employee’s → 404, also when named', async () => {
    const list = await h.call(`/api/me/timesheets?week=${week}`, { token: tokenA });
    expect(list.status).toBe(200);
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([a.id]);
    expect((await h.call(`/api/me/timesheets/${a.id}`, { token: tokenA })).body.rows).toHaveLength(5);
    expect((await h.call(`/api/me/timesheets/${b.id}`, { token: tokenA })).status).toBe(404);
    expect((await put(h, b.id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T15:00', 30)], { token: tokenA, me: true })).status).toBe(404);
    expect((await step(h, b.id, 'submit', undefined, { token: tokenA, me: true })).status).toBe(404);
    expect((await h.call(`/api/timesheets/${b.id}`)).body).toMatchObject({ state: 'open', version: 1 });
  });

  test('the employee enters actual times and submits, as themselves; confirming is the office’s (403)', async () => {
    const entered = await put(h, a.id, [actual('2026-05-04', '2026-05-04T06:10', '2026-05-04T14:40', 30)], { token: tokenA, me: true });
    expect(entered.status).toBe(200);
    expect(entered.body.rows[0]).toMatchObject({ actualStart: '2026-05-04T06:10', actualEntered: true, netMinutes: 480 });
    const submitted = await step(h, a.id, 'submit', undefined, { token: tokenA, me: true });
    expect(submitted.body.state).toBe('submitted');
    expect((await eventsFor(h, a.id)).at(-1)).toMatchObject({ type: 'staffing.timesheet.updated', actor: { employeeId: expect.any(String) } });
    expect((await step(h, a.id, 'confirm', undefined, { token: tokenA })).status).toBe(403);
    expect((await h.call(`/api/timesheets?week=${week}`, { token: tokenA })).status).toBe(403);
    expect((await h.call(`/api/timesheets/${a.id}`, { token: tokenA })).status).toBe(403);
  });

  test('an account linked to no employee sees none and can change none; a role without the module → 403', async () => {
    const unlinked = await h.token(own, null);
    expect((await h.call(`/api/me/timesheets?week=${week}`, { token: unlinked })).body).toMatchObject({ items: [], totalCount: 0 });
    expect((await h.call(`/api/me/timesheets/${a.id}`, { token: unlinked })).status).toBe(404);
    const none = await h.token({ availability: { read: 'Own', update: 'Own' } }, a.id);
    expect((await h.call(`/api/me/timesheets?week=${week}`, { token: none })).status).toBe(403);
  });
});
