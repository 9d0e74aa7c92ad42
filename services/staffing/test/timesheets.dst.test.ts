import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { actual, assignedWeek, put, sheetOf } from './support/timesheets';

/** Nights 22:00–06:00 with 30 min break: 7 h 30 min net on an ordinary night (Europe/Berlin). */
const h = Harness.forFile('timesheets_dst');
const night = { start: '22:00', end: '06:00', breakMinutes: 30 };
const nights = { weekdays: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night } };

describe('actual hours across the clock changes (planning time zone, Temporal)', () => {
  test('the autumn change night has one hour more: 22:00–06:00 into Sunday 25 October 2026 is 8 h 30 min net', async () => {
    const world = await assignedWeek(h, { from: '2026-10-19', to: '2026-10-25', pattern: nights });
    const sheet = await sheetOf(h, '2026-W43', world.assignment.id);
    const saturday = sheet.rows.find((r: { date: string }) => r.date === '2026-10-24');
    const friday = sheet.rows.find((r: { date: string }) => r.date === '2026-10-23');
    expect(friday).toMatchObject({ actualStart: '2026-10-23T22:00', actualEnd: '2026-10-24T06:00', netMinutes: 450 });
    expect(saturday).toMatchObject({ actualStart: '2026-10-24T22:00', actualEnd: '2026-10-25T06:00', netMinutes: 510 });
    const res = await put(h, sheet.id, [actual('2026-10-24', '2026-10-24T21:30', '2026-10-25T06:00', 30)]);
    expect(res.status).toBe(200);
    expect(res.body.rows.find((r: { date: string }) => r.date === '2026-10-24').netMinutes).toBe(540);
    expect(res.body.totalNetMinutes).toBe(5 * 450 + 540);
  });

  test('the spring change night has one hour less: into Sunday 29 March 2026 is 6 h 30 min net; a break of the wall clock’s 4 h where 3 h passed is refused', async () => {
    const world = await assignedWeek(h, { from: '2026-03-23', to: '2026-03-29', pattern: nights });
    const sheet = await sheetOf(h, '2026-W13', world.assignment.id);
    expect(sheet.rows.find((r: { date: string }) => r.date === '2026-03-28')).toMatchObject({ netMinutes: 390 });
    // 23:00 to 03:00 reads 4 h on the clock; 3 h passed.
    const res = await put(h, sheet.id, [actual('2026-03-28', '2026-03-28T23:00', '2026-03-29T03:00', 180)]);
    expect(res.status).toBe(400);
    expect(res.body.errors['rows.0.actualBreakMinutes']).toEqual(['must be shorter than the time from actualStart to actualEnd (180 minutes)']);
    // A day on the wall clock is 23 h that night, and still a day: the end must come before 22:00 on Sunday.
    const day = await put(h, sheet.id, [actual('2026-03-28', '2026-03-28T22:00', '2026-03-29T22:30', 30)]);
    expect(day.body.errors['rows.0.actualEnd']).toEqual(['must be before the same time on the next day (less than a day after actualStart)']);
    const fits = await put(h, sheet.id, [actual('2026-03-28', '2026-03-28T23:00', '2026-03-29T03:00', 0)]);
    expect(fits.body.rows.find((r: { date: string }) => r.date === '2026-03-28').netMinutes).toBe(180);
  });
});
