import { beforeAll, describe, expect, test } from '@jest/globals';
import { expectRebuildEqual, planning, rowOf } from './support/duty-weeks';
import { Harness } from './support/harness';
import { allSeverities, everyDay, preview, publishContract, seedFacility, setSeverities } from './support/fixtures';

/**
 * The checks read the employee's other duties far back (the 24-week average) from duty_weeks, less
 * the stored duties of the assignment being edited. Real HTTP and database.
 */
const h = Harness.forFile('duty_weeks_checks');
let facilityId: string;
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
  facilityId = (await seedFacility(h, { name: 'Haus Wochen' })).id;
  await publishContract(h, 'created', { facilityId, validFrom: '2026-01-01' });
});

const { order, employee, assignment, put } = planning(h, () => facilityId);
const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const lang = { start: '06:00', end: '16:45', breakMinutes: 45 }; // 10 h net

describe('the checks read the week sums', () => {
  const code = 'WEEKLY_AVERAGE_EXCEEDED';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const averageIn = (findings: any[], windowTo?: string) =>
    findings.find((f: { code: string; details: { windowTo: string } }) => f.code === code && (windowTo === undefined || f.details.windowTo === windowTo));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const averageOf = (res: { body: { findings: any[] } }, windowTo?: string) => averageIn(res.body.findings, windowTo);

  test('the 24-week average counts assignments 20 weeks before the candidate (beyond its duty window)', async () => {
    const long = await order({ startDate: '2027-01-01', endDate: '2027-12-31' }, { shiftPattern: everyDay(lang) });
    const other = await order({ startDate: '2027-01-01', endDate: '2027-12-31' }, { shiftPattern: everyDay({ start: '08:00', end: '12:00', breakMinutes: 0 }) });
    const e = await employee();
    // 20 weeks, Mon 4 Jan – Sun 23 May 2027, 10 h every day: 1400 h.
    await assignment({ orderId: long.id, employeeId: e.id, startDate: '2027-01-04', endDate: '2027-05-23' });
    // Candidate Mon 14 Jun 2027, 4 h: its 24 weeks are 4 Jan – 20 Jun.
    const res = await preview(h, { orderId: other.id, employeeId: e.id, startDate: '2027-06-14', endDate: '2027-06-14' });
    expect(res.status).toBe(200);
    expect(averageOf(res)?.details).toEqual({ windowFrom: '2027-01-04', windowTo: '2027-06-20', weeks: 24, totalHours: 1404, averageHours: 58.5, limitHours: 48 });
    // One week later the first week of January is out of the window: 1334 h / 24 = 55.58 h.
    const later = await preview(h, { orderId: other.id, employeeId: e.id, startDate: '2027-06-21', endDate: '2027-06-21' });
    expect(averageOf(later)?.details).toMatchObject({ windowFrom: '2027-01-11', totalHours: 1334, averageHours: 55.58 });
    // Another employee without those weeks: no finding.
    const free = await employee();
    expect(averageOf(await preview(h, { orderId: other.id, employeeId: free.id, startDate: '2027-06-14', endDate: '2027-06-14' }))).toBeUndefined();
  });

  test('editing an assignment does not count its own stored duties twice', async () => {
    const early = await order({ startDate: '2027-01-01', endDate: '2027-12-31' }, { shiftPattern: everyDay(frueh) });
    const e = await employee();
    // 24 weeks, Mon 4 Jan – Sun 20 Jun 2027, 8 h every day: 56 h a week.
    const range = { startDate: '2027-01-04', endDate: '2027-06-20' };
    const a = await assignment({ orderId: early.id, employeeId: e.id, ...range });
    // One finding per candidate week over the average: the last one's 24 weeks are all of it.
    expect(averageIn(a.warnings, '2027-06-20')?.details).toMatchObject({ windowFrom: '2027-01-04', averageHours: 56, totalHours: 1344 });

    // The same assignment checked unchanged: 56 h, not 112 h.
    const same = await preview(h, { orderId: early.id, employeeId: e.id, ...range, assignmentId: a.id });
    expect(averageOf(same, '2027-06-20')?.details).toMatchObject({ windowFrom: '2027-01-04', averageHours: 56, totalHours: 1344 });

    // Shortened to its last week: 56 h in 24 weeks — no average finding (the old 23 weeks are not counted).
    const shortened = { startDate: '2027-06-14', endDate: '2027-06-20' };
    expect(averageOf(await preview(h, { orderId: early.id, employeeId: e.id, ...shortened, assignmentId: a.id }))).toBeUndefined();
    // As a new assignment next to the stored one, the same week would be over the average.
    expect(averageOf(await preview(h, { orderId: early.id, employeeId: e.id, ...shortened }))?.details).toMatchObject({ totalHours: 1400 });

    // Explicit duties of 4 h a day over the whole range: 28 h a week, no finding; saved, the weeks follow.
    const fourHours: Array<{ date: string; start: string; end: string; breakMinutes: number }> = a.duties.map((d: { date: string }) => ({ date: d.date, start: '08:00', end: '12:00', breakMinutes: 0 }));
    const lighter = await preview(h, { orderId: early.id, employeeId: e.id, ...range, duties: fourHours, assignmentId: a.id });
    expect(lighter.status).toBe(200);
    expect(averageOf(lighter)).toBeUndefined();
    const saved = await put(`/api/assignments/${a.id}`, { orderId: early.id, employeeId: e.id, ...range, duties: fourHours });
    expect(averageIn(saved.warnings)).toBeUndefined();
    const rows = await expectRebuildEqual(h);
    expect(rowOf(rows, e.id, '2027-03-01')?.net_minutes).toBe(7 * 240);

    // Moved to another employee in a preview: that employee's weeks are not reduced by this assignment's duties.
    const busy = await employee();
    await assignment({ orderId: early.id, employeeId: busy.id, ...range });
    const movedPreview = await preview(h, { orderId: early.id, employeeId: busy.id, ...range, duties: fourHours, assignmentId: a.id });
    // busy's 56 h a week (overlapping the candidate's duties) plus the candidate's 28 h: 84 h.
    expect(averageOf(movedPreview, '2027-06-20')?.details).toMatchObject({ averageHours: 84 });
  });

  test('a public holiday worked beyond the duty window is told by the week sums; the facility\'s state decides', async () => {
    const bavarian = await seedFacility(h, { name: 'Haus Isar', postalCode: '80331', city: 'München', state: 'BY' });
    await publishContract(h, 'created', { facilityId: bavarian.id, validFrom: '2026-01-01' });
    const inBavaria = planning(h, () => bavarian.id);
    const year = { startDate: '2027-01-01', endDate: '2027-12-31' };
    const candidateOrder = await order(year, { shiftPattern: everyDay(frueh) });
    const code = 'HOLIDAY_REPLACEMENT_MISSING';
    // Every day 2 April – 21 July 2027 but Thursday 15 July, the candidate's: Fronleichnam (27 May, a
    // holiday in Bavaria, not in Berlin) has no other free working day in its eight weeks (2 April – 21 July).
    const workedThrough = async (worked: typeof inBavaria) => {
      const o = await worked.order(year, { shiftPattern: everyDay(frueh) });
      const e = await employee();
      await assignment({ orderId: o.id, employeeId: e.id, startDate: '2027-04-02', endDate: '2027-07-14' });
      await assignment({ orderId: o.id, employeeId: e.id, startDate: '2027-07-16', endDate: '2027-07-21' });
      const res = await preview(h, { orderId: candidateOrder.id, employeeId: e.id, startDate: '2027-07-15', endDate: '2027-07-15' });
      expect(res.status).toBe(200);
      return res.body.findings.filter((f: { code: string }) => f.code === code);
    };
    const [fronleichnam, ...more] = await workedThrough(inBavaria);
    expect(more).toEqual([]);
    expect(fronleichnam.details).toMatchObject({ date: '2027-05-27', holiday: 'Fronleichnam', replacementFrom: '2027-04-02', replacementTo: '2027-07-21' });
    expect(fronleichnam.message).toContain('Haus Isar');
    // The same duties in Berlin: 1 May, Ascension and Whit Monday find their days in March; Fronleichnam is no holiday there.
    expect(await workedThrough(planning(h, () => facilityId))).toEqual([]);
  });
});

