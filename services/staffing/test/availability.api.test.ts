import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { availabilityHelpers, availabilityOf as pathOf, day } from './support/availability';

const h = Harness.forFile('availability_api');
const { employee, put, storedDays } = availabilityHelpers(h);

describe('the office states an employee’s availability', () => {
  test('when days are set, then they are stored with who set them, answered and announced once with a change per date', async () => {
    const e = await employee();
    const res = await put(pathOf(e.id), [
      { date: day(3), status: 'preferNot', note: 'Arzttermin am Vormittag' },
      { date: day(1), status: 'available', shifts: ['night', 'early'] },
      { date: day(2), status: 'unavailable' },
    ]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['affectedAssignments', 'days', 'employeeId']);
    expect(res.body.employeeId).toBe(e.id);
    expect(res.body.days).toEqual([
      { date: day(1), status: 'available', shifts: ['early', 'night'], note: null, updatedAt: expect.any(String), updatedBy: { userId: expect.any(String), name: 'Admin Tester' } },
      expect.objectContaining({ date: day(2), status: 'unavailable', shifts: [], note: null }),
      expect.objectContaining({ date: day(3), status: 'preferNot', shifts: [], note: 'Arzttermin am Vormittag' }),
    ]);
    expect((await h.call(pathOf(e.id))).body.days).toEqual(res.body.days);
    const events = await eventsFor(h, e.id);
    const updated = events.filter((ev) => ev.type === 'staffing.availability.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      subject: { type: 'availability', id: e.id },
      actor: { displayName: 'Admin Tester' },
      data: { employeeId: e.id, label: 'Müller, Anna' },
      changes: [
        { field: day(1), before: null, after: { status: 'available', shifts: ['early', 'night'], note: null } },
        { field: day(2), before: null, after: { status: 'unavailable', shifts: [], note: null } },
        { field: day(3), before: null, after: { status: 'preferNot', shifts: [], note: 'Arzttermin am Vormittag' } },
      ],
    });
  });

  test('when a later PUT names some dates, then only those change: a status replaces the day, null clears it, others stay', async () => {
    const e = await employee('Berta');
    await put(pathOf(e.id), [
      { date: day(1), status: 'available', shifts: ['late'] },
      { date: day(2), status: 'unavailable' },
      { date: day(3), status: 'preferNot' },
    ]);
    const res = await put(pathOf(e.id), [
      { date: day(2), status: null },
      { date: day(3), status: 'available', note: 'doch' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.days.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([[day(3), 'available']]);
    const all = await h.call(pathOf(e.id));
    expect(all.body.days.map((d: { date: string; status: string; shifts: string[] }) => [d.date, d.status, d.shifts])).toEqual([
      [day(1), 'available', ['late']],
      [day(3), 'available', []],
    ]);
    const last = (await eventsFor(h, e.id)).at(-1);
    expect(last.changes).toEqual([
      { field: day(2), before: { status: 'unavailable', shifts: [], note: null }, after: null },
      { field: day(3), before: { status: 'preferNot', shifts: [], note: null }, after: { status: 'available', shifts: [], note: 'doch' } },
    ]);
    expect(last.data.days).toEqual([
      { date: day(2), status: null, shifts: [], note: null },
      { date: day(3), status: 'available', shifts: [], note: 'doch' },
    ]);
  });

  test('when a PUT changes nothing, then it answers the days, keeps who stated them and records no event', async () => {
    const e = await employee('Carla');
    const first = await put(pathOf(e.id), [{ date: day(5), status: 'available' }]);
    const before = (await eventsFor(h, e.id)).length;
    const other = await h.token({ availability: { update: 'All' } });
    const res = await put(pathOf(e.id), [{ date: day(5), status: 'available' }, { date: day(6), status: null }], other);
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual(first.body.days);
    expect(await eventsFor(h, e.id)).toHaveLength(before);
  });
});

describe('the window: from today up to and including 400 days ahead (planning time zone)', () => {
  test('today and today + 400 are accepted', async () => {
    const e = await employee('Dora');
    const res = await put(pathOf(e.id), [{ date: day(0), status: 'available' }, { date: day(400), status: 'unavailable' }]);
    expect(res.status).toBe(200);
    expect(await storedDays(e.id)).toEqual([day(0), day(400)]);
  });

  test.each([
    ['yesterday', -1, 'must not be in the past'],
    ['today + 401', 401, 'must be at most 400 days ahead'],
  ])('%s → 400 naming the day’s date, and nothing of the request is saved', async (_name, offset, message) => {
    const e = await employee('Erika');
    const res = await put(pathOf(e.id), [{ date: day(399), status: 'available' }, { date: day(offset), status: 'available' }]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors['days.1.date'][0]).toContain(message);
    expect(res.body.errors['days.0.date']).toBeUndefined();
    expect(await storedDays(e.id)).toEqual([]);
  });
});

describe('bad input → 400 naming the field, nothing saved', () => {
  test.each([
    ['a date twice (the later index is named)', [{ date: day(1), status: 'available' }, { date: day(2), status: 'available' }, { date: day(1), status: null }], 'days.2.date'],
    ['shifts on an unavailable day', [{ date: day(1), status: 'unavailable', shifts: ['early'] }], 'days.0.shifts'],
    ['shifts on a day being cleared', [{ date: day(1), status: null, shifts: ['late'] }], 'days.0.shifts'],
    ['a note on a day being cleared', [{ date: day(1), status: null, note: 'x' }], 'days.0.note'],
    ['an unknown shift kind', [{ date: day(1), status: 'available', shifts: ['morning'] }], 'days.0.shifts.0'],
    ['a shift kind twice', [{ date: day(1), status: 'available', shifts: ['late', 'late'] }], 'days.0.shifts'],
    ['an unknown status', [{ date: day(1), status: 'maybe' }], 'days.0.status'],
    ['no status at all', [{ date: day(1) }], 'days.0.status'],
    ['a note of 501 characters', [{ date: day(1), status: 'available', note: 'x'.repeat(501) }], 'days.0.note'],
    ['not a date', [{ date: '2026-02-30', status: 'available' }], 'days.0.date'],
    ['an unknown field', [{ date: day(1), status: 'available', employeeId: uuidv7() }], 'days.0.employeeId'],
    ['no days', [], 'days'],
    ['more than 401 days', Array.from({ length: 402 }, (_, i) => ({ date: day(i), status: 'available' })), 'days'],
  ])('%s', async (_name, days, field) => {
    const e = await employee('Frida');
    const res = await put(pathOf(e.id), days);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await storedDays(e.id)).toEqual([]);
  });

  test('an unknown employee → 404 on GET and PUT', async () => {
    expect((await h.call(pathOf(uuidv7()))).status).toBe(404);
    expect((await put(pathOf(uuidv7()), [{ date: day(1), status: 'available' }])).status).toBe(404);
  });
});

describe('reading from–to', () => {
  test('by default today to today + 400; from–to selects; past days can be read', async () => {
    const e = await employee('Gisela');
    await put(pathOf(e.id), [{ date: day(0), status: 'available' }, { date: day(10), status: 'unavailable' }, { date: day(400), status: 'preferNot' }]);
    const all = await h.call(pathOf(e.id));
    expect(all.body.employeeId).toBe(e.id);
    expect(all.body.days.map((d: { date: string }) => d.date)).toEqual([day(0), day(10), day(400)]);
    const some = await h.call(`${pathOf(e.id)}?from=${day(1)}&to=${day(10)}`);
    expect(some.body.days.map((d: { date: string }) => d.date)).toEqual([day(10)]);
    const past = await h.call(`${pathOf(e.id)}?from=${day(-30)}&to=${day(-1)}`);
    expect(past.status).toBe(200);
    expect(past.body.days).toEqual([]);
  });

  test('from after to → 400 naming query.to; more than 401 days → 400 naming query.to', async () => {
    const e = await employee('Hanna');
    const reversed = await h.call(`${pathOf(e.id)}?from=${day(5)}&to=${day(4)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors['query.to']).toBeDefined();
    expect((await h.call(`${pathOf(e.id)}?from=${day(0)}&to=${day(400)}`)).status).toBe(200);
    const tooLong = await h.call(`${pathOf(e.id)}?from=${day(0)}&to=${day(401)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors['query.to']).toBeDefined();
  });
});

describe('an employee in the trash', () => {
  test('their availability is hidden (404), back after a restore, and deleted when they are purged', async () => {
    const e = await employee('Ida');
    await put(pathOf(e.id), [{ date: day(2), status: 'available' }]);
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(pathOf(e.id))).status).toBe(404);
    expect((await put(pathOf(e.id), [{ date: day(3), status: 'available' }])).status).toBe(404);
    expect((await h.call(`/api/trash/employees/${e.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await h.call(pathOf(e.id))).body.days.map((d: { date: string }) => d.date)).toEqual([day(2)]);
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/trash/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await storedDays(e.id)).toEqual([]);
  });
});
