import { beforeAll, describe, expect, test } from '@jest/globals';
import { daysFrom, lendingClock } from '../src/lending';
import { Harness } from './support/harness';
import { day } from './support/availability';
import { lendingFixtures } from './support/lending';
import { seedFacility } from './support/fixtures';
import { eventually } from '@cs/service-kit/testing/index';

const h = Harness.forFile('lending_deadlines');
const f = lendingFixtures(h);
const today = day(0);

const deadlines = (query: Record<string, string | number>, token?: string) =>
  h.call(`/api/lending-deadlines?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token ? { token } : {});
const listed = async (query: Record<string, string | number>) => (await deadlines(query)).body.items;

/** The core's clock over the ranges, and the days from today to its equal-pay date. */
const coreClock = (...ranges: Array<[string, string]>) => {
  const clock = lendingClock(ranges.map(([from, to]) => ({ from, to })));
  if (!clock) throw new Error('expected a clock');
  return { clock, equalPayIn: daysFrom(today, clock.equalPayFrom), lastLawfulIn: daysFrom(today, clock.lastLawfulDay) };
};

let client: string;
let north: string;
let south: string;
let alone: string;
beforeAll(async () => {
  client = await f.client('Sonnenhof Pflege');
  north = await f.facility('Haus Nord', client);
  south = await f.facility('Haus Süd', client);
  alone = await f.facility('Haus Allein');
});

describe('deadlines within the window', () => {
  test('an equal-pay date at today + within is listed, at today + within + 1 not', async () => {
    const anna = await f.employee('Anna', 'Grenz');
    await f.history(anna, client, day(-250), day(-1));
    await f.lend(north, anna, day(0), day(100));
    const { equalPayIn, clock } = coreClock([day(-250), day(100)]);
    expect(equalPayIn).toBeGreaterThan(0);
    const [item] = await listed({ employeeId: anna, within: equalPayIn });
    expect(item.deadline).toEqual({ kind: 'equalPay', date: clock.equalPayFrom, daysFromToday: equalPayIn, passed: false, projected: false });
    expect(item.employee).toEqual({ id: anna, firstName: 'Anna', lastName: 'Grenz' });
    expect(item.clock).toMatchObject({ client: { id: client, name: 'Sonnenhof Pflege', kind: 'client' }, lendingUntil: day(100), equalPayFrom: clock.equalPayFrom });
    expect(await listed({ employeeId: anna, within: equalPayIn - 1 })).toEqual([]);
  });

  test('a date passed while lending continues is listed; once the lending has ended, not even within 400 days', async () => {
    const berta = await f.employee('Berta', 'Weiter');
    await f.history(berta, client, day(-300), day(-1));
    await f.lend(south, berta, day(0), day(10));
    const { clock } = coreClock([day(-300), day(10)]);
    const [item] = await listed({ employeeId: berta, within: 0 });
    expect(item.deadline).toEqual({ kind: 'equalPay', date: clock.equalPayFrom, daysFromToday: daysFrom(today, clock.equalPayFrom), passed: true, projected: false });
    const carl = await f.employee('Carl', 'Ende');
    await f.history(carl, client, day(-400), day(-1));
    expect(await listed({ employeeId: carl, within: 400 })).toEqual([]);
  });

  test('a lending that ends today still continues; a date past its end is listed as projected', async () => {
    const dora = await f.employee('Dora', 'Heute');
    await f.history(dora, client, day(-260), day(0));
    const { clock, equalPayIn } = coreClock([day(-260), day(0)]);
    expect(clock.equalPayFromProjected).toBe(true);
    expect((await listed({ employeeId: dora, within: equalPayIn }))[0].deadline).toMatchObject({ kind: 'equalPay', projected: true, passed: false });
    expect(await listed({ employeeId: dora, within: equalPayIn - 1 })).toEqual([]);
  });

  test('two facilities of one client add up; a facility without a client is its own party', async () => {
    const emil = await f.employee('Emil', 'Zwei');
    await f.lend(north, emil, day(-200), day(-101));
    await f.lend(south, emil, day(-100), day(30));
    await f.lend(alone, emil, day(-100), day(30));
    const { equalPayIn } = coreClock([day(-200), day(30)]);
    const items = await listed({ employeeId: emil, within: 400 });
    expect(items.map((i: { clock: { client: unknown } }) => i.clock.client)).toEqual([
      { id: client, name: 'Sonnenhof Pflege', kind: 'client' },
      { id: alone, name: 'Haus Allein', kind: 'facility' },
    ]);
    expect(items[0].deadline.daysFromToday).toBe(equalPayIn);
    expect(items[0].clock.countingPeriods).toEqual([{ from: day(-200), to: day(30) }]);
    expect(await listed({ employeeId: emil, within: equalPayIn - 1 })).toEqual([]);
  });

  test('the client’s own limits move the dates: equal pay after 15 months is not yet due', async () => {
    const later = await f.client('Spätzahler', { equalPayMonths: 15, equalPayNote: 'Tarifvertrag Branchenzuschlag' });
    const home = await f.facility('Haus Spät', later);
    const frieda = await f.employee('Frieda', 'Spät');
    await f.history(frieda, later, day(-300), day(-1));
    await f.lend(home, frieda, day(0), day(10));
    expect(await listed({ employeeId: frieda, within: 30 })).toEqual([]);
    const [item] = await listed({ clientId: later, within: 200 });
    expect(item.clock).toMatchObject({ equalPayMonths: 15, equalPayNote: 'Tarifvertrag Branchenzuschlag', maxMonths: 18, maxMonthsNote: null });
    expect(item.deadline.kind).toBe('equalPay');
  });

  test('a client’s own maximum below nine months: a short lending reaches its last lawful day and is listed', async () => {
    const short = await f.client('Kurzzeit AG', { maxMonths: 3, maxMonthsNote: 'Betriebsvereinbarung' });
    const home = await f.facility('Haus Kurz', short);
    const gerd = await f.employee('Gerd', 'Kurz');
    await f.lend(home, gerd, day(-70), day(10)); // 81 days: far below the statute's threshold of 28 · 9 − 30
    const { lastLawfulDay } = lendingClock([{ from: day(-70), to: day(10) }], { maxMonths: 3 }) ?? { lastLawfulDay: '' };
    const [item] = await listed({ employeeId: gerd, within: 30 });
    expect(item.deadline).toMatchObject({ kind: 'maxDuration', date: lastLawfulDay, projected: true });
    expect(item.clock).toMatchObject({ maxMonths: 3, maxMonthsNote: 'Betriebsvereinbarung' });
  });

  test('a change of the periods shows at once: the remembered clock of the pair is not used again', async () => {
    const hans = await f.employee('Hans', 'Wechsel');
    await f.history(hans, client, day(-250), day(-1));
    const booked = await f.lend(north, hans, day(0), day(100));
    const { equalPayIn } = coreClock([day(-250), day(100)]);
    expect(await listed({ employeeId: hans, within: equalPayIn })).toHaveLength(1);
    expect((await h.call(`/api/assignments/${booked}`, { method: 'DELETE' })).status).toBe(204);
    expect(await listed({ employeeId: hans, within: equalPayIn })).toEqual([]); // the lending ended yesterday
  });

  test('a change that keeps the deadline listed shows in its clock at once: the remembered view is not used again', async () => {
    const ida = await f.employee('Ida', 'Ansicht');
    await f.history(ida, client, day(-250), day(-1));
    await f.lend(north, ida, day(0), day(100));
    const { equalPayIn } = coreClock([day(-250), day(100)]);
    const [before] = await listed({ employeeId: ida, within: equalPayIn });
    expect(before.clock.periods).toHaveLength(2);
    await f.history(ida, client, day(-320), day(-260));
    const [after] = await listed({ employeeId: ida, within: equalPayIn });
    expect(after.clock.periods).toHaveLength(3);
    expect(after.deadline.date < before.deadline.date).toBe(true);
  });
});

describe('the remembered prefilter follows every change it depends on', () => {
  test('the client’s limits, its name and a facility moving to another client show at once', async () => {
    const own = await f.client('Merkhaus');
    const home = await f.facility('Haus Merk', own);
    const jonas = await f.employee('Jonas', 'Merk');
    await f.history(jonas, own, day(-300), day(-1));
    await f.lend(home, jonas, day(0), day(20));
    expect(await listed({ clientId: own, within: 30 })).toHaveLength(1);
    await h.publish('facilities.client.updated', { type: 'client', id: own }, { id: own, name: 'Merkhaus Neu', legalForm: 'GmbH', equalPayMonths: 15, equalPayNote: 'Branchenzuschlag', version: 2 });
    await eventually(async () => (await listed({ clientId: own, within: 30 })).length === 0);
    const [later] = await listed({ clientId: own, within: 400 });
    expect(later.clock).toMatchObject({ client: { name: 'Merkhaus Neu' }, equalPayMonths: 15 });
    const other = await f.client('Anderhaus');
    await seedFacility(h, { id: home, name: 'Haus Merk', clientId: other, version: 2 });
    await eventually(async () => (await listed({ clientId: other, within: 400 })).length === 1);
    expect(await listed({ clientId: own, within: 400 })).toEqual([]);
  });
});

describe('the list', () => {
  test('sorted by date, then name; filtered by client; paged', async () => {
    const own = await f.client('Sortierhaus');
    const home = await f.facility('Haus Sortier', own);
    const names = [['Zora', 'Adler', -280], ['Ida', 'Adler', -270], ['Jan', 'Berg', -270]] as const;
    for (const [first, last, from] of names) {
      const id = await f.employee(first, last);
      await f.history(id, own, day(from), day(-1));
      await f.lend(home, id, day(0), day(20));
    }
    const all = await deadlines({ clientId: own, within: 30 });
    expect(all.body).toMatchObject({ totalCount: 3, page: 1, pageSize: 20, totalPages: 1 });
    expect(all.body.items.map((i: { employee: { firstName: string } }) => i.employee.firstName)).toEqual(['Zora', 'Ida', 'Jan']);
    const second = await deadlines({ clientId: own, within: 30, pageSize: 1, page: 2 });
    expect(second.body).toMatchObject({ totalCount: 3, totalPages: 3 });
    expect(second.body.items.map((i: { employee: { firstName: string } }) => i.employee.firstName)).toEqual(['Ida']);
  });

  test('a trashed employee is not listed', async () => {
    const gone = await f.employee('Gustav', 'Weg');
    await f.history(gone, client, day(-300), day(5));
    expect(await listed({ employeeId: gone, within: 30 })).toHaveLength(1);
    expect((await h.call(`/api/employees/${gone}`, { method: 'DELETE' })).status).toBe(204);
    expect(await listed({ employeeId: gone, within: 30 })).toEqual([]);
  });

  test('without lending: read → 403', async () => {
    expect((await deadlines({}, await h.token({ employees: { read: 'All' }, assignments: { read: 'All' } }))).status).toBe(403);
    expect((await deadlines({}, await h.token({ lending: { read: 'All' } }))).status).toBe(200);
  });

  test.each([
    ['within above 400', { within: 401 }, 'query.within'],
    ['a negative within', { within: -1 }, 'query.within'],
    ['a clientId that is no UUID', { clientId: 'Sonnenhof' }, 'query.clientId'],
    ['a page size above 100', { pageSize: 101 }, 'query.pageSize'],
  ])('%s → 400 naming the field', async (_case, query, field) => {
    const res = await deadlines(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});
