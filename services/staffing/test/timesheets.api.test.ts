import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { actual, assignedWeek, put, sheetOf, step } from './support/timesheets';

const h = Harness.forFile('timesheets_api');
/** 2026-W19: Monday 4 May to Sunday 10 May 2026. */
const week = '2026-W19';

describe('a week’s timesheet', () => {
  let world: Awaited<ReturnType<typeof assignedWeek>>;
  beforeAll(async () => {
    world = await assignedWeek(h);
  });

  test('when a week that has begun is first listed, then each assignment with duties in it has an open timesheet, actual times as planned', async () => {
    const list = await h.call(`/api/timesheets?week=${week}&employeeId=${world.employee.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalCount: 1, items: [{ assignmentId: world.assignment.id, state: 'open', revision: 1, week, weekStart: '2026-05-04', weekEnd: '2026-05-10', totalNetMinutes: 5 * 480 }] });
    expect(list.body.items[0]).not.toHaveProperty('rows');
    const sheet = await sheetOf(h, week, world.assignment.id);
    expect(sheet.rows).toHaveLength(5);
    expect(sheet.rows[0]).toEqual({
      date: '2026-05-04', position: 0, plannedStart: '06:00', plannedEnd: '14:30', plannedBreakMinutes: 30,
      actualStart: '2026-05-04T06:00', actualEnd: '2026-05-04T14:30', actualBreakMinutes: 30, actualEntered: false, netMinutes: 480,
      comment: null, disputeComment: null,
    });
    expect(sheet.findings).toEqual([]);
    // Listing again makes nothing new.
    expect((await h.call(`/api/timesheets?week=${week}&employeeId=${world.employee.id}`)).body.items.map((t: { id: string }) => t.id)).toEqual([sheet.id]);
  });

  test('six first reads of a week at once make one timesheet', async () => {
    const w = await assignedWeek(h, { from: '2026-06-01', to: '2026-06-05' });
    const lists = await Promise.all(Array.from({ length: 6 }, () => h.call(`/api/timesheets?week=2026-W23&employeeId=${w.employee.id}`)));
    expect(lists.map((l) => l.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(lists.flatMap((l) => l.body.items.map((t: { id: string }) => t.id)));
    expect(ids.size).toBe(1);
    expect((await h.call(`/api/timesheets/${[...ids][0]}`)).body.rows).toHaveLength(5);
  });

  test('a future week lists nothing (its plan can still change); a week without duties has none', async () => {
    const future = await assignedWeek(h, { from: '2031-03-03', to: '2031-03-09' });
    expect((await h.call(`/api/timesheets?week=2031-W10&employeeId=${future.employee.id}`)).body.totalCount).toBe(0);
    expect((await h.call(`/api/timesheets?week=2026-W21&employeeId=${world.employee.id}`)).body.totalCount).toBe(0);
  });

  test('when actual times are entered, then they are stored, netted (elapsed − break), recorded as an event; the same times as planned stay "as planned"', async () => {
    const sheet = await sheetOf(h, week, world.assignment.id);
    const res = await put(h, sheet.id, [{ ...actual('2026-05-05', '2026-05-05T05:45', '2026-05-05T15:00', 45), comment: 'Übergabe länger' }, actual('2026-05-06', '2026-05-06T06:00', '2026-05-06T14:30', 30)], { headers: { 'if-match': `"${sheet.version}"` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${sheet.version + 1}"`);
    expect(res.body.rows[1]).toMatchObject({ date: '2026-05-05', actualStart: '2026-05-05T05:45', actualEnd: '2026-05-05T15:00', actualBreakMinutes: 45, actualEntered: true, netMinutes: 510, comment: 'Übergabe länger' });
    expect(res.body.rows[2]).toMatchObject({ actualEntered: false, netMinutes: 480 });
    expect(res.body.totalNetMinutes).toBe(5 * 480 + 30);
    const last = (await eventsFor(h, sheet.id)).at(-1);
    expect(last).toMatchObject({ type: 'staffing.timesheet.updated', subject: { type: 'timesheet', id: sheet.id } });
    expect(last.changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['rows', 'totalNetMinutes']));
    // What GET returns, PUT accepts: the whole read sent back changes nothing but the version.
    const read = (await h.call(`/api/timesheets/${sheet.id}`)).body;
    const again = await h.call(`/api/timesheets/${sheet.id}`, { method: 'PUT', body: read });
    expect(again.status).toBe(200);
    expect(again.body.rows).toEqual(read.rows);
  });

  test('actual times beyond the rules are checked by the working-time rules: findings shown, the times kept', async () => {
    const other = await assignedWeek(h);
    const sheet = await sheetOf(h, week, other.assignment.id);
    const res = await put(h, sheet.id, [actual('2026-05-07', '2026-05-07T06:00', '2026-05-07T18:00', 45)]);
    expect(res.status).toBe(200);
    // 06:00–18:00 less 45 min is 11 h 15 min: over 10 h that day (ArbZG §3) and 43 h 15 min in the week against 40 contracted.
    expect(res.body.findings).toEqual([
      expect.objectContaining({ code: 'DAILY_HOURS_EXCEEDED', details: expect.objectContaining({ date: '2026-05-07', plannedHours: 11.25 }) }),
      expect.objectContaining({ code: 'CONTRACT_HOURS_EXCEEDED', details: expect.objectContaining({ week: '2026-W19', plannedHours: 43.25 }) }),
    ]);
    expect((await h.call(`/api/timesheets/${sheet.id}`)).body.findings.map((f: { code: string }) => f.code)).toEqual(['DAILY_HOURS_EXCEEDED', 'CONTRACT_HOURS_EXCEEDED']);
    // The same plan worked as planned has none.
    const asPlanned = await assignedWeek(h);
    expect((await sheetOf(h, week, asPlanned.assignment.id)).findings).toEqual([]);
  });

  test('an untouched timesheet follows the plan (same id); once touched, it keeps the plan it was worked against', async () => {
    const w = await assignedWeek(h);
    const sheet = await sheetOf(h, week, w.assignment.id);
    const replan = async (change: (d: { date: string; start: string; end: string }) => object | null) => {
      const read = (await h.call(`/api/assignments/${w.assignment.id}`)).body;
      const duties = read.duties.map(change).filter(Boolean);
      const saved = await h.call(`/api/assignments/${w.assignment.id}`, { method: 'PUT', body: { ...read, duties } });
      expect(saved.status).toBe(200);
    };
    const planned = (t: { rows: Array<{ date: string; plannedStart: string }> }) => t.rows.map((r) => `${r.date} ${r.plannedStart}`);
    // The dispatcher moves Wednesday an hour later and drops Friday.
    await replan((d) => (d.date === '2026-05-08' ? null : d.date === '2026-05-06' ? { ...d, start: '07:00', end: '15:30' } : d));
    const followed = await sheetOf(h, week, w.assignment.id);
    expect(followed).toMatchObject({ id: sheet.id, version: 1 });
    expect(planned(followed)).toEqual(['2026-05-04 06:00', '2026-05-05 06:00', '2026-05-06 07:00', '2026-05-07 06:00']);
    expect(await eventsFor(h, sheet.id)).toEqual([]);
    // Touched (a comment), it keeps its plan.
    expect((await put(h, sheet.id, [{ ...actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:30', 30), comment: 'ok' }])).status).toBe(200);
    await replan((d) => (d.date === '2026-05-07' ? { ...d, start: '08:00', end: '16:30' } : d));
    expect(planned(await sheetOf(h, week, w.assignment.id))).toEqual(['2026-05-04 06:00', '2026-05-05 06:00', '2026-05-06 07:00', '2026-05-07 06:00']);
  });

  test('an untouched timesheet whose assignment has no duty left in the week goes', async () => {
    const w = await assignedWeek(h);
    const sheet = await sheetOf(h, week, w.assignment.id);
    const read = (await h.call(`/api/assignments/${w.assignment.id}`)).body;
    expect((await h.call(`/api/assignments/${w.assignment.id}`, { method: 'PUT', body: { ...read, duties: [] } })).status).toBe(200);
    const list = await h.call(`/api/timesheets?week=${week}&employeeId=${w.employee.id}`);
    expect(list.body.totalCount).toBe(0);
    expect((await h.call(`/api/timesheets/${sheet.id}`)).status).toBe(404);
  });

  test('a stale If-Match → 412, nothing saved', async () => {
    const sheet = await sheetOf(h, week, world.assignment.id);
    const res = await put(h, sheet.id, [actual('2026-05-08', '2026-05-08T07:00', '2026-05-08T15:00', 30)], { headers: { 'if-match': `"${sheet.version - 1}"` } });
    expect(res.status).toBe(412);
    expect((await h.call(`/api/timesheets/${sheet.id}`)).body.rows[4].actualEntered).toBe(false);
  });
});

describe('bad input: 400 naming the field, 404, nothing saved', () => {
  let sheet: { id: string; version: number; rows: unknown[] };
  beforeAll(async () => {
    const world = await assignedWeek(h);
    sheet = await sheetOf(h, week, world.assignment.id);
  });

  test.each([
    ['end before start', actual('2026-05-04', '2026-05-04T14:00', '2026-05-04T06:00', 30), 'rows.0.actualEnd', 'must be after actualStart'],
    ['end equal to start', actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T06:00', 0), 'rows.0.actualEnd', 'must be after actualStart'],
    ['end a day after start', actual('2026-05-04', '2026-05-04T06:00', '2026-05-05T06:00', 30), 'rows.0.actualEnd', 'must be before the same time on the next day (less than a day after actualStart)'],
    ['end more than a day after start', actual('2026-05-04', '2026-05-04T06:00', '2026-05-05T06:01', 30), 'rows.0.actualEnd', 'must be before the same time on the next day (less than a day after actualStart)'],
    ['break as long as the duty', actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T08:00', 120), 'rows.0.actualBreakMinutes', 'must be shorter than the time from actualStart to actualEnd (120 minutes)'],
    ['a start two days off the duty', actual('2026-05-06', '2026-05-04T06:00', '2026-05-04T14:00', 30), 'rows.0.actualStart', expect.stringContaining('must be on 2026-05-05 to 2026-05-07')],
    ['a date that does not exist', actual('2026-05-04', '2026-02-30T06:00', '2026-02-30T14:00', 30), 'rows.0.actualStart', 'must be a valid date and time'],
    ['a day that is no duty', actual('2026-05-09', '2026-05-09T06:00', '2026-05-09T14:00', 30), 'rows.0.date', 'is no duty of this timesheet (date and position)'],
    ['only a start', { ...actual('2026-05-04', '2026-05-04T06:00', '', 30), actualEnd: null }, 'rows.0.actualEnd', expect.stringContaining('is required')],
    ['a time without date', actual('2026-05-04', '06:00', '14:00', 30), 'rows.0.actualStart', 'must be a date and time YYYY-MM-DDTHH:MM'],
    ['a changed plan (read-only)', { ...actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:00', 30), plannedStart: '05:00' }, 'rows.0.plannedStart', 'is read-only: send it unchanged or leave it out'],
  ])('%s', async (_name, row, field, message) => {
    const res = await put(h, sheet.id, [actual('2026-05-05', '2026-05-05T06:00', '2026-05-05T15:00', 30), row].reverse());
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    const now = (await h.call(`/api/timesheets/${sheet.id}`)).body;
    expect(now.version).toBe(sheet.version);
    expect(now.rows).toEqual(sheet.rows);
  });

  test('just inside the bounds is accepted: an end a minute before the next day’s start time, a break a minute shorter than the duty, a start the day before', async () => {
    const w = await assignedWeek(h);
    const fresh = await sheetOf(h, week, w.assignment.id);
    const res = await put(h, fresh.id, [
      actual('2026-05-04', '2026-05-04T06:00', '2026-05-05T05:59', 30),
      actual('2026-05-06', '2026-05-06T06:00', '2026-05-06T08:00', 119),
      actual('2026-05-07', '2026-05-06T23:30', '2026-05-07T07:30', 30),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { netMinutes: number }) => r.netMinutes)).toEqual([1409, 480, 1, 450, 480]);
  });

  test('unknown ids → 404; a week that does not exist → 400 naming query.week; a dispute without any comment → 400', async () => {
    expect((await h.call(`/api/timesheets/${uuidv7()}`)).status).toBe(404);
    expect((await put(h, uuidv7(), [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:00', 30)])).status).toBe(404);
    for (const name of ['submit', 'confirm', 'revise'] as const) expect((await step(h, uuidv7(), name)).status).toBe(404);
    const noWeek = await h.call('/api/timesheets?week=2025-W53');
    expect(noWeek.status).toBe(400);
    expect(noWeek.body.errors['query.week']).toEqual(['2025 has no week 53']);
    expect((await step(h, sheet.id, 'submit')).status).toBe(200);
    const dispute = await step(h, sheet.id, 'dispute', { rows: [] });
    expect(dispute.status).toBe(400);
    expect(dispute.body.errors.comment).toEqual(['a dispute needs a comment or a comment on a duty']);
    const unknownDuty = await step(h, sheet.id, 'dispute', { rows: [{ date: '2026-05-10', position: 0, disputeComment: 'Sonntag?' }] });
    expect(unknownDuty.status).toBe(400);
    expect(unknownDuty.body.errors['rows.0.date']).toBeDefined();
    expect((await h.call(`/api/timesheets/${sheet.id}`)).body.state).toBe('submitted');
  });
});
