/** An assignment sent back as read (docs/staffing.md "Duties sent back as read", docs/platform.md "Read, change, save"). */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { allSeverities, setSeverities, world } from './support/fixtures';

const h = Harness.forFile('assignments_duties_as_read');
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
});

const untimed = (date: string) => ({ date, start: null, end: null, breakMinutes: null });
const put = (read: Record<string, unknown>, change: Record<string, unknown>) => h.call(`/api/assignments/${read.id}`, { method: 'PUT', body: { ...read, ...change } });
const read = async (id: string) => (await h.call(`/api/assignments/${id}`)).body;

describe('an assignment sent back as read', () => {
  test('when its duties are untimed (an order without times), then they plan nothing: kept, or generated for a changed range', async () => {
    const { order, employee } = await world(h, { order: { shiftPattern: undefined, hoursPerDay: 8 } });
    const created = (await h.call('/api/assignments', { body: { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-05' } })).body;
    const before = await read(created.id);
    expect(before.duties).toEqual([untimed('2026-05-04'), untimed('2026-05-05')]);

    const noted = await put(before, { note: 'Frühdienst' });
    expect({ status: noted.status, duties: noted.body.duties, note: noted.body.note }).toEqual({ status: 200, duties: before.duties, note: 'Frühdienst' });

    const longer = await put(await read(created.id), { endDate: '2026-05-06' });
    expect({ status: longer.status, duties: longer.body.duties }).toEqual({ status: 200, duties: [untimed('2026-05-04'), untimed('2026-05-05'), untimed('2026-05-06')] });
  });

  test('when its duties are the stored ones, in another order, then they stay; one more untimed duty → 400 naming it, nothing changed', async () => {
    const { order, employee } = await world(h);
    const duties = [
      { date: '2026-05-04', start: '06:00', end: '14:00', breakMinutes: 30 },
      { date: '2026-05-05', start: '08:00', end: '12:00', breakMinutes: 0 },
    ];
    const created = (await h.call('/api/assignments', { body: { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-05', duties } })).body;
    const before = await read(created.id);
    const kept = await put(before, { duties: [...before.duties].reverse(), note: 'getauscht' });
    expect({ status: kept.status, duties: kept.body.duties }).toEqual({ status: 200, duties: before.duties });

    const now = await read(created.id);
    const refused = await put(now, { duties: [...now.duties, untimed('2026-05-05')] });
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({
      status: 400,
      errors: { 'duties.2.start': [expect.stringContaining('as read')], 'duties.2.end': [expect.stringContaining('as read')] },
    });
    expect(await read(created.id)).toEqual(now);
  });
});
