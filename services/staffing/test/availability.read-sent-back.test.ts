import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Harness } from './support/harness';
import { availabilityHelpers, availabilityOf as pathOf, day } from './support/availability';

const h = Harness.forFile('availability_read_sent_back');
const { employee, put } = availabilityHelpers(h);

describe('a read sent back', () => {
  test('when the days as read are sent back with one changed, then it is saved; a past day of the read, unchanged, passes', async () => {
    const e = await employee('Rita');
    // A day stated before it passed (the API accepts no past day).
    await h.svc.db.execute(
      sql`insert into employee_availability (employee_id, date, status, shifts, note, updated_at, updated_by_id, updated_by_name) values (${e.id}, ${day(-2)}, 'available', '{}', null, now(), null, 'Admin Tester')`,
    );
    await put(pathOf(e.id), [{ date: day(1), status: 'available' }, { date: day(2), status: 'unavailable' }]);
    const read = (await h.call(`${pathOf(e.id)}?from=${day(-5)}&to=${day(5)}`)).body;
    const days = read.days.map((d: { date: string }) => (d.date === day(2) ? { ...d, status: 'preferNot' } : d));
    const saved = await put(pathOf(e.id), days);
    expect(saved.status).toBe(200);
    expect(saved.body.days.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([[day(-2), 'available'], [day(1), 'available'], [day(2), 'preferNot']]);
    // A past day changed is still refused.
    const past = await put(pathOf(e.id), [{ ...read.days[0], status: 'unavailable' }]);
    expect({ status: past.status, errors: Object.keys(past.body.errors) }).toEqual({ status: 400, errors: ['days.0.date'] });
  });

  test('when a day changed since it was read, then sending the old copy is stale: 412, nothing saved', async () => {
    const e = await employee('Sabine');
    await put(pathOf(e.id), [{ date: day(4), status: 'available' }]);
    const [asRead] = (await h.call(pathOf(e.id))).body.days;
    await put(pathOf(e.id), [{ date: day(4), status: 'unavailable' }]);
    const stale = await put(pathOf(e.id), [{ ...asRead, note: 'alt' }]);
    expect({ status: stale.status, code: stale.body.code }).toEqual({ status: 412, code: 'VERSION_MISMATCH' });
    const cleared = await put(pathOf(e.id), [{ ...asRead, date: day(5) }]);
    expect(cleared.status).toBe(412);
    expect((await h.call(pathOf(e.id))).body.days).toEqual([expect.objectContaining({ date: day(4), status: 'unavailable', note: null })]);
  });
});
