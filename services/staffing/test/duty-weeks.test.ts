import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { ensureDutyWeeks } from '../src/assignments/duty-weeks.repo';
import { expectRebuildEqual as rebuildEqual, planning, rowOf, rowsOf, weekRows as rowsIn, ZONE } from './support/duty-weeks';
import { Harness } from './support/harness';
import { allSeverities, everyDay, publishContract, seedFacility, setSeverities } from './support/fixtures';

/**
 * duty_weeks (the employees' duties of live assignments summed per ISO week) is kept by every
 * transaction that changes duties. Real HTTP and database: after each step the stored rows must be
 * what a rebuild from scratch (ensureDutyWeeks with force) computes from the live duties.
 */
const h = Harness.forFile('duty_weeks');
let facilityId: string;
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
  facilityId = (await seedFacility(h, { name: 'Haus Wochen' })).id;
  await publishContract(h, 'created', { facilityId, validFrom: '2026-01-01' });
});

const { order, employee, assignment, put, del, restore } = planning(h, () => facilityId);
const expectRebuildEqual = () => rebuildEqual(h);
const weekRows = () => rowsIn(h);
const nacht = { start: '22:00', end: '06:00', breakMinutes: 30 };
const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };

describe('duty_weeks kept with every change equals a rebuild', () => {
  test('create, update range and duties, change employee, trash and restore, pattern change, purge', async () => {
    const nightsRange = { startDate: '2027-03-01', endDate: '2027-12-31' };
    const nights = await order(nightsRange, { shiftPattern: everyDay(nacht) });
    const untimed = await order({ startDate: '2027-03-01', endDate: '2027-12-31' }, { hoursPerDay: 8 });
    const early = await order({ startDate: '2027-03-01', endDate: '2027-12-31' }, { shiftPattern: everyDay(frueh) });
    const [e1, e2] = [await employee(), await employee()];

    // Nights 25 Mar – 5 Apr 2027: across the spring DST change (Sat 27 → Sun 28 Mar) and Sunday → Monday.
    const a1 = await assignment({ orderId: nights.id, employeeId: e1.id, startDate: '2027-03-25', endDate: '2027-04-05' });
    let rows = await expectRebuildEqual();
    // Week of Mon 22 Mar: Thu–Sun nights = 4 × 7.5 h, less 1 h for the DST night; each night busies the next day too
    // (Fri–Sun twice), the Sunday night Mon 29 Mar.
    expect(rowOf(rows, e1.id, '2027-03-22')).toEqual({ employee_id: e1.id, monday: '2027-03-22', net_minutes: 4 * 450 - 60, starts: [0, 0, 0, 1, 1, 1, 1], busy: [0, 0, 0, 1, 2, 2, 2] });
    // Week of 5 Apr: only the Monday night starts; it busies Tuesday, and Monday is busy twice (Sunday's night too).
    expect(rowOf(rows, e1.id, '2027-04-05')).toEqual({ employee_id: e1.id, monday: '2027-04-05', net_minutes: 450, starts: [1, 0, 0, 0, 0, 0, 0], busy: [2, 1, 0, 0, 0, 0, 0] });

    // Untimed duties (order without shift times): starts and busy, no minutes.
    const a2 = await assignment({ orderId: untimed.id, employeeId: e1.id, startDate: '2027-05-05', endDate: '2027-05-10' });
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e1.id, '2027-05-03')).toEqual({ employee_id: e1.id, monday: '2027-05-03', net_minutes: 0, starts: [0, 0, 1, 1, 1, 1, 1], busy: [0, 0, 1, 1, 1, 1, 1] });
    expect(rowOf(rows, e1.id, '2027-05-10')?.starts).toEqual([1, 0, 0, 0, 0, 0, 0]);

    const a3 = await assignment({ orderId: early.id, employeeId: e2.id, startDate: '2027-03-20', endDate: '2027-03-31' });
    await expectRebuildEqual();

    // A new range: regenerated duties (nights now 27 Mar – 12 Apr).
    await put(`/api/assignments/${a1.id}`, { orderId: nights.id, employeeId: e1.id, startDate: '2027-03-27', endDate: '2027-04-12' });
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e1.id, '2027-03-22')?.starts).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(rowOf(rows, e1.id, '2027-04-12')?.busy).toEqual([2, 1, 0, 0, 0, 0, 0]);

    // Explicit duties: a split shift, a night from Sunday into Monday, one ending at midnight.
    const duties = [
      { date: '2027-03-21', start: '06:00', end: '10:00', breakMinutes: 0 },
      { date: '2027-03-21', start: '17:00', end: '21:00', breakMinutes: 0 },
      { date: '2027-03-28', start: '21:00', end: '06:00', breakMinutes: 45 },
      { date: '2027-03-30', start: '16:00', end: '00:00', breakMinutes: 30 },
    ];
    await put(`/api/assignments/${a3.id}`, { orderId: early.id, employeeId: e2.id, startDate: '2027-03-20', endDate: '2027-03-31', duties });
    rows = await expectRebuildEqual();
    // 21 Mar is a Sunday: 8 h; the night of Sun 28 Mar (DST day: 9 h span less 45 min) busies Mon 29 Mar.
    expect(rowOf(rows, e2.id, '2027-03-15')).toEqual({ employee_id: e2.id, monday: '2027-03-15', net_minutes: 480, starts: [0, 0, 0, 0, 0, 0, 2], busy: [0, 0, 0, 0, 0, 0, 2] });
    expect(rowOf(rows, e2.id, '2027-03-22')).toEqual({ employee_id: e2.id, monday: '2027-03-22', net_minutes: 495, starts: [0, 0, 0, 0, 0, 0, 1], busy: [0, 0, 0, 0, 0, 0, 1] });
    expect(rowOf(rows, e2.id, '2027-03-29')).toEqual({ employee_id: e2.id, monday: '2027-03-29', net_minutes: 450, starts: [0, 1, 0, 0, 0, 0, 0], busy: [1, 1, 0, 0, 0, 0, 0] });

    // The untimed assignment moves to the other employee: e1 loses its weeks, e2 gains them.
    const moved = await put(`/api/assignments/${a2.id}`, { orderId: untimed.id, employeeId: e2.id, startDate: '2027-05-05', endDate: '2027-05-10' });
    expect(moved.employeeId).toBe(e2.id);
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e1.id, '2027-05-03')).toBeUndefined();
    expect(rowOf(rows, e2.id, '2027-05-03')?.starts).toEqual([0, 0, 1, 1, 1, 1, 1]);
    // …and moves back with other dates and explicit duties in the same change.
    await put(`/api/assignments/${a2.id}`, { orderId: untimed.id, employeeId: e1.id, startDate: '2027-05-05', endDate: '2027-05-12', duties: [{ date: '2027-05-09', start: '22:00', end: '06:00', breakMinutes: 30 }] });
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e2.id, '2027-05-03')).toBeUndefined();
    expect(rowOf(rows, e1.id, '2027-05-10')).toEqual({ employee_id: e1.id, monday: '2027-05-10', net_minutes: 0, starts: [0, 0, 0, 0, 0, 0, 0], busy: [1, 0, 0, 0, 0, 0, 0] });

    // Trash: the weeks lose the assignment's duties; restore: they have them again.
    const before = rowsOf(rows, e1.id);
    expect((await del(`/api/assignments/${a1.id}`)).status).toBe(204);
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e1.id, '2027-04-05')).toBeUndefined();
    const back = await restore(a1.id);
    expect(back.status).toBe(200);
    rows = await expectRebuildEqual();
    expect(rowsOf(rows, e1.id)).toEqual(before);

    // The order's pattern changes: the (future) duties of a1 are regenerated.
    await put(`/api/orders/${nights.id}`, { facilityId, requiredQualification: 'pflegefachkraft', ...nightsRange, shiftPattern: everyDay({ start: '21:00', end: '05:00', breakMinutes: 0 }) });
    const regenerated = (await h.call(`/api/assignments/${a1.id}`)).body;
    expect(regenerated.duties[0]).toEqual({ date: '2027-03-27', start: '21:00', end: '05:00', breakMinutes: 0 });
    rows = await expectRebuildEqual();
    // Sat 27 (DST night: 7 h) and Sun 28 Mar (8 h).
    expect(rowOf(rows, e1.id, '2027-03-22')?.net_minutes).toBe(420 + 480);

    // A pattern change while the assignment is in the trash does not touch it; its restore adds its old duties.
    expect((await del(`/api/assignments/${a1.id}`)).status).toBe(204);
    await put(`/api/orders/${nights.id}`, { facilityId, requiredQualification: 'pflegefachkraft', ...nightsRange, shiftPattern: everyDay(nacht) });
    await expectRebuildEqual();
    expect((await restore(a1.id)).status).toBe(200);
    rows = await expectRebuildEqual();
    expect(rowOf(rows, e1.id, '2027-03-22')?.net_minutes).toBe(420 + 480);

    // Purge: trashed, then removed for good — nothing changes in the weeks.
    expect((await del(`/api/assignments/${a3.id}`)).status).toBe(204);
    const trashed = await expectRebuildEqual();
    expect(rowsOf(trashed, e2.id)).toEqual([]);
    expect((await h.call(`/api/trash/assignments/${a3.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await expectRebuildEqual()).toEqual(trashed);
  });

  test('existing data migrates: without the zone row the weeks are summed at start; once current, nothing to do', async () => {
    const nights = await order({ startDate: '2027-06-01', endDate: '2027-06-30' }, { shiftPattern: everyDay(nacht) });
    const e = await employee();
    await assignment({ orderId: nights.id, employeeId: e.id, startDate: '2027-06-04', endDate: '2027-06-14' });
    const kept = await weekRows();
    expect(rowsOf(kept, e.id).map((r) => r.monday)).toEqual(['2027-05-31', '2027-06-07', '2027-06-14']);

    await h.svc.db.execute(sql`delete from duty_weeks_zone`);
    await h.svc.db.execute(sql`delete from duty_weeks`);
    expect(await weekRows()).toEqual([]);
    const written = await ensureDutyWeeks(h.svc.db, ZONE);
    expect(written).toBeGreaterThanOrEqual(3);
    expect(await weekRows()).toEqual(kept);
    const [zone] = ((await h.svc.db.execute(sql`select time_zone from duty_weeks_zone`)) as unknown as { rows: Array<{ time_zone: string }> }).rows;
    expect(zone.time_zone).toBe(ZONE);
    expect(await ensureDutyWeeks(h.svc.db, ZONE)).toBeNull();
    expect(await weekRows()).toEqual(kept);
  });

  test('another planning time zone sums again: a night across the DST change has other net minutes; back again', async () => {
    const nights = await order({ startDate: '2027-10-01', endDate: '2027-10-31' }, { shiftPattern: everyDay(nacht) });
    const e = await employee();
    await assignment({ orderId: nights.id, employeeId: e.id, startDate: '2027-10-30', endDate: '2027-10-31' });
    const berlin = await weekRows();
    // Sat 30 Oct: 9 h span (autumn change) − 30 min; Sun 31 Oct: 7.5 h.
    expect(rowOf(berlin, e.id, '2027-10-25')?.net_minutes).toBe(510 + 450);
    try {
      expect(await ensureDutyWeeks(h.svc.db, 'UTC')).not.toBeNull();
      const utc = await weekRows();
      expect(rowOf(utc, e.id, '2027-10-25')?.net_minutes).toBe(450 + 450);
      expect(utc.length).toBe(berlin.length);
      expect(await ensureDutyWeeks(h.svc.db, 'UTC')).toBeNull();
    } finally {
      // The running service keeps summing in Europe/Berlin.
      expect(await ensureDutyWeeks(h.svc.db, ZONE)).not.toBeNull();
    }
    expect(await weekRows()).toEqual(berlin);
  });
});
