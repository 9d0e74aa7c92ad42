import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { allSeverities, assign, created, preview, setSeverities, world } from './support/fixtures';

/**
 * Date-only fields must round-trip whatever the server's time zone. Run this file also with
 * `TZ=Pacific/Kiritimati` (UTC+14) and `TZ=America/Los_Angeles` (UTC−8/−7, with DST).
 */
const h = Harness.forFile('dates_tz');
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
});

describe(`date-only fields (TZ=${process.env.TZ ?? 'unset'}, offset ${new Date().getTimezoneOffset()} min)`, () => {
  test('when an employee has dates at year ends and a leap day, then they read back unchanged', async () => {
    const dates = { dateOfBirth: '1988-12-31', entryDate: '2024-01-01', exitDate: '2028-02-29' };
    const e = await created(h, '/api/employees', { firstName: 'Tia', lastName: 'Zeit', ...dates });
    expect(e).toMatchObject(dates);
    expect((await h.call(`/api/employees/${e.id}`)).body).toMatchObject(dates);
    expect((await h.call('/api/employees?search=zeit')).body.items[0]).toMatchObject(dates);
  });

  test('when absences, orders and assignments span daylight-saving changes, then every date reads back unchanged', async () => {
    const { order, employee } = await world(h, { order: { startDate: '2026-03-29', endDate: '2026-11-01' } });
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'vacation', startDate: '2026-10-25', endDate: '2026-10-25' });
    expect(absence).toMatchObject({ startDate: '2026-10-25', endDate: '2026-10-25' });
    expect(order).toMatchObject({ startDate: '2026-03-29', endDate: '2026-11-01' });
    const saved = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-03-29', endDate: '2026-03-29' });
    expect(saved.body).toMatchObject({ startDate: '2026-03-29', endDate: '2026-03-29' });
    const byDay = await h.call(`/api/assignments?employeeId=${employee.id}&from=2026-03-29&to=2026-03-29`);
    expect(byDay.body.totalCount).toBe(1);
    expect((await h.call(`/api/absences?employeeId=${employee.id}&from=2026-10-26`)).body.totalCount).toBe(0);
  });

  test('when an absence lies on the last day of the range, then the check reports exactly that day', async () => {
    const { order, employee } = await world(h, { order: { startDate: '2026-10-19', endDate: '2026-10-25' } });
    await created(h, '/api/absences', { employeeId: employee.id, type: 'sickness', startDate: '2026-10-25', endDate: '2026-10-31' });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-10-19', endDate: '2026-10-25' });
    // ABSENCE_CONFLICT (was ABSENCE_OVERLAP with overlapFrom/overlapTo): the duty dates the absence hits.
    expect(res.body.findings[0]).toMatchObject({ code: 'ABSENCE_CONFLICT', details: { dates: ['2026-10-25'] } });
  });
});
