import { beforeAll, describe, expect, test } from '@jest/globals';
import { Temporal } from 'temporal-polyfill';
import { Harness } from './support/harness';
import { anna, created, everyDay, frueh, publishContract, seedFacility } from './support/fixtures';
import { day } from './support/availability';

const h = Harness.forFile('duty_roster');

/** The Monday two to three weeks ahead, and its week's dates. */
const todayPlus14 = Temporal.PlainDate.from(day(14));
const monday = todayPlus14.subtract({ days: todayPlus14.dayOfWeek - 1 });
const on = (n: number) => monday.add({ days: n }).toString();
const week = { from: on(0), to: on(6) };

const roster = (query: Record<string, string | number>, token?: string) =>
  h.call(`/api/duty-roster?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token ? { token } : {});

let annaId: string;
let bertaId: string;
beforeAll(async () => {
  const facility = await seedFacility(h, { name: 'Haus Lindenhof' });
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: on(0), endDate: on(6), shiftPattern: everyDay(frueh) });
  annaId = (await created(h, '/api/employees', { ...anna, postalCode: '10115', city: 'Berlin' })).id;
  bertaId = (await created(h, '/api/employees', { ...anna, firstName: 'Berta', lastName: 'Schulz', qualifications: ['pflegehelfer'], weeklyHours: null, postalCode: '20095', city: 'Hamburg' })).id;
  await created(h, '/api/employees', { ...anna, firstName: 'Carla', lastName: 'Inaktiv', active: false, postalCode: '10117' });
  await created(h, '/api/employees', { ...anna, firstName: 'Dora', lastName: 'Ausgetreten', exitDate: day(1), postalCode: '10119' });
  const assigned = await h.call('/api/assignments', { body: { orderId: order.id, employeeId: annaId, startDate: on(0), endDate: on(2), acknowledgement: {} } });
  if (assigned.status !== 200 && assigned.status !== 201) throw new Error(`assign → ${assigned.status}: ${assigned.text}`);
  await created(h, '/api/absences', { employeeId: bertaId, type: 'vacation', startDate: on(3), endDate: on(4) });
  const stated = await h.call(`/api/employees/${bertaId}/availability`, {
    method: 'PUT',
    body: { days: [{ date: on(0), status: 'unavailable', note: 'Arzttermin' }, { date: on(5), status: 'preferNot', shifts: ['late', 'early'] }] },
  });
  if (stated.status !== 200) throw new Error(`availability → ${stated.status}: ${stated.text}`);
});

describe('the duty roster', () => {
  test('lists the active, employed employees by name with each day’s duties, absences, availability and the week’s hours', async () => {
    const res = await roster(week);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...week, availabilityShown: true, totalCount: 2, page: 1, pageSize: 20, totalPages: 1 });
    const [a, b] = res.body.items;
    expect(a.employee).toEqual({ id: annaId, name: 'Müller, Anna', qualifications: ['pflegefachkraft'], postalCode: '10115', city: 'Berlin' });
    expect(a.days).toHaveLength(7);
    expect(a.days[0]).toEqual({
      date: on(0),
      employed: true,
      duties: [expect.objectContaining({ facilityName: 'Haus Lindenhof', start: '06:00', end: '14:30', breakMinutes: 30, shift: 'early', hours: 8 })],
      absences: [],
      availability: null,
    });
    expect(a.days.map((d: { duties: unknown[] }) => d.duties.length)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(a.weeks).toEqual([{ monday: on(0), from: on(0), to: on(6), plannedHours: 24, contractualHours: 40 }]);
    expect(b.employee.name).toBe('Schulz, Berta');
    expect(b.days[0].availability).toEqual({ status: 'unavailable', shifts: [], note: 'Arzttermin' });
    expect(b.days[5].availability).toEqual({ status: 'preferNot', shifts: ['early', 'late'], note: null });
    expect(b.days.map((d: { absences: Array<{ type: string }> }) => d.absences.map((x) => x.type).join())).toEqual(['', '', '', 'vacation', 'vacation', '', '']);
    expect(b.weeks).toEqual([{ monday: on(0), from: on(0), to: on(6), plannedHours: 0, contractualHours: null }]);
  });

  test('a window over two weeks sums each week’s part; a window starting midweek names the week’s Monday', async () => {
    const res = await roster({ from: on(2), to: on(8) });
    expect(res.body.items[0].weeks).toEqual([
      { monday: on(0), from: on(2), to: on(6), plannedHours: 8, contractualHours: 40 },
      { monday: on(7), from: on(7), to: on(8), plannedHours: 0, contractualHours: 40 },
    ]);
  });

  test('filters by qualification and by region (the start of the postal code), and pages over employees', async () => {
    const names = async (query: Record<string, string | number>) => (await roster({ ...week, ...query })).body.items.map((r: { employee: { name: string } }) => r.employee.name);
    expect(await names({ qualification: 'pflegehelfer' })).toEqual(['Schulz, Berta']);
    expect(await names({ region: '10' })).toEqual(['Müller, Anna']);
    expect(await names({ region: '2' })).toEqual(['Schulz, Berta']);
    expect(await names({ region: '3' })).toEqual([]);
    const second = await roster({ ...week, pageSize: 1, page: 2 });
    expect(second.body).toMatchObject({ totalCount: 2, totalPages: 2, page: 2, pageSize: 1 });
    expect(second.body.items.map((r: { employee: { id: string } }) => r.employee.id)).toEqual([bertaId]);
  });

  test('an employee who left during the window shows the days after the exit as not employed', async () => {
    const res = await roster({ from: day(0), to: day(3) });
    const dora = res.body.items.find((r: { employee: { name: string } }) => r.employee.name === 'Ausgetreten, Dora');
    expect(dora.days.map((d: { employed: boolean }) => d.employed)).toEqual([true, true, false, false]);
  });

  test('without availability: read the marks are left out; without assignments: read (or with Own only) it is refused', async () => {
    const plannerOnly = await h.token({ assignments: { read: 'All' } });
    const res = await roster(week, plannerOnly);
    expect(res.status).toBe(200);
    expect(res.body.availabilityShown).toBe(false);
    expect(res.body.items.flatMap((r: { days: Array<{ availability: unknown }> }) => r.days.map((d) => d.availability)).every((x: unknown) => x === null)).toBe(true);
    expect((await roster(week, await h.token({ assignments: { read: 'Own' }, availability: { read: 'All' } }, annaId))).status).toBe(403);
    expect((await roster(week, await h.token({ employees: { read: 'All' } }))).status).toBe(403);
  });

  test.each([
    ['to before from', { from: on(6), to: on(0) }, 'query.to'],
    ['a window of 32 days', { from: on(0), to: monday.add({ days: 31 }).toString() }, 'query.to'],
    ['a region that is no postal-code start', { ...week, region: 'Nord' }, 'query.region'],
    ['an unknown-shaped qualification', { ...week, qualification: 'Fach Kraft' }, 'query.qualification'],
  ])('%s → 400 naming the field', async (_case, query, field) => {
    const res = await roster(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('without from and to it is this ISO week; one end alone gives the week from (or to) it', async () => {
    const today = Temporal.Now.plainDateISO('Europe/Berlin');
    const thisMonday = today.subtract({ days: today.dayOfWeek - 1 });
    const bare = await roster({});
    expect(bare.status).toBe(200);
    expect({ from: bare.body.from, to: bare.body.to }).toEqual({ from: thisMonday.toString(), to: thisMonday.add({ days: 6 }).toString() });
    expect((await roster({ from: on(2) })).body).toMatchObject({ from: on(2), to: on(8) });
    expect((await roster({ to: on(6) })).body).toMatchObject({ from: on(0), to: on(6) });
  });

  test('a window of exactly 31 days is answered', async () => {
    const res = await roster({ from: on(0), to: monday.add({ days: 30 }).toString(), pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.body.items[0].days).toHaveLength(31);
  });
});
