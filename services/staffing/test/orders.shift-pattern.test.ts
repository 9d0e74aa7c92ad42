import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { allSeverities, anna, created, eventsFor, everyDay, seedFacility, setSeverities } from './support/fixtures';
import { planningDay } from '../src/working-time/planning-zone';
import { fromDayNumber, toDayNumber } from '../src/shared/dates';

const h = Harness.forFile('orders_shift_pattern');
let facilityId: string;
beforeAll(async () => {
  await setSeverities(h, allSeverities('Warning'));
  facilityId = (await seedFacility(h, { name: 'Haus am Park' })).id;
});

const may = () => ({ facilityId, requiredQualification: 'pflegefachkraft', startDate: '2027-05-01', endDate: '2027-05-31' });
const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const spaet = { start: '14:00', end: '22:00', breakMinutes: 30 };

describe('order shift patterns', () => {
  test('when an order has a weekday pattern with exceptions, then it is stored and answered with every weekday and hoursPerDay is the longest net shift', async () => {
    const pattern = { weekdays: { mon: frueh, tue: frueh, wed: null, thu: frueh, fri: frueh, sat: spaet, sun: spaet }, exceptions: { '2027-05-13': null, '2027-05-12': spaet } };
    const res = await h.call('/api/orders', { body: { ...may(), shiftPattern: pattern } });
    expect(res.status).toBe(200);
    expect(res.body.hoursPerDay).toBe(8);
    const [f, s] = [{ ...frueh, breakAssumed: false }, { ...spaet, breakAssumed: false }];
    expect(res.body.shiftPattern).toEqual({ weekdays: { mon: f, tue: f, wed: null, thu: f, fri: f, sat: s, sun: s }, exceptions: { '2027-05-12': s, '2027-05-13': null } });
    expect((await h.call(`/api/orders/${res.body.id}`)).body).toEqual(res.body);
  });

  test('when a weekday is missing, then it is off; a shift without a break plans the statutory one, marked as assumed', async () => {
    const order = await created(h, '/api/orders', { ...may(), shiftPattern: { weekdays: { mon: { start: '08:00', end: '12:00' }, tue: { start: '06:00', end: '14:00' } } } });
    expect(order.shiftPattern.weekdays).toEqual({
      mon: { start: '08:00', end: '12:00', breakMinutes: 0, breakAssumed: true },
      tue: { start: '06:00', end: '14:00', breakMinutes: 30, breakAssumed: true },
      wed: null, thu: null, fri: null, sat: null, sun: null,
    });
    expect(order.hoursPerDay).toBe(7.5);
  });

  test('when an order has only shift times, then its pattern is that shift every day', async () => {
    const order = await created(h, '/api/orders', { ...may(), shiftStart: '22:00', shiftEnd: '06:00' });
    const night = { start: '22:00', end: '06:00', breakMinutes: 30, breakAssumed: true };
    expect(order.shiftPattern).toEqual({ weekdays: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night, sun: night }, exceptions: {} });
  });

  test('when an order has only hoursPerDay, then it has no pattern (no times)', async () => {
    expect((await created(h, '/api/orders', { ...may(), hoursPerDay: 8 })).shiftPattern).toBeNull();
  });

  test.each([
    ['an exception outside the order', { weekdays: { mon: frueh }, exceptions: { '2027-06-01': null } }, 'shiftPattern.exceptions.2027-06-01'],
    ['a shift ending when it starts', { weekdays: { mon: { start: '06:00', end: '06:00' } } }, 'shiftPattern.weekdays.mon.end'],
    ['an absurd break', { weekdays: { mon: { ...frueh, breakMinutes: 600 } } }, 'shiftPattern.weekdays.mon.breakMinutes'],
    ['an unknown weekday', { weekdays: { mon: frueh, monday: frueh } }, 'shiftPattern.weekdays.monday'],
    ['no working weekday and no hoursPerDay', { weekdays: { mon: null } }, 'hoursPerDay'],
  ])('when a pattern has %s, then the order is refused with the field named and nothing is saved', async (_name, shiftPattern, field) => {
    const before = (await h.call('/api/orders?pageSize=100')).body.totalCount;
    const res = await h.call('/api/orders', { body: { ...may(), shiftPattern } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await h.call('/api/orders?pageSize=100')).body.totalCount).toBe(before);
  });

  test('when an order is updated without a pattern but with new shift times, then its pattern follows them', async () => {
    const order = await created(h, '/api/orders', { ...may(), shiftPattern: { weekdays: { mon: frueh } } });
    const res = await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: { ...may(), shiftStart: '07:00', shiftEnd: '15:00' } });
    expect(res.status).toBe(200);
    expect(res.body.shiftPattern.weekdays.sun).toEqual({ start: '07:00', end: '15:00', breakMinutes: 30, breakAssumed: true });
  });
});

describe('an order whose pattern changes', () => {
  // Relative to today in the planning time zone: the regeneration starts there.
  const today = toDayNumber(planningDay());
  const day = (n: number) => fromDayNumber(today + n);
  const range = { startDate: day(-3), endDate: day(6) };
  const orderBody = (shiftPattern: unknown) => ({ facilityId, requiredQualification: 'pflegefachkraft', ...range, shiftPattern });
  type Duty = { date: string; start: string | null; end: string | null; breakMinutes: number | null };
  const shiftsOn = (duties: Duty[], n: number) => duties.filter((d) => d.date === day(n)).map(({ date: _d, ...shift }) => shift);

  async function plannedByHand() {
    const order = await created(h, '/api/orders', orderBody(everyDay(frueh)));
    const employee = await created(h, '/api/employees', anna);
    const generated = await created(h, '/api/assignments', { orderId: order.id, employeeId: employee.id, ...range });
    // By hand: a late shift on day +2, day +3 off; every other day as the pattern gives it.
    const duties = generated.duties.filter((d: Duty) => d.date !== day(3)).map((d: Duty) => (d.date === day(2) ? { date: d.date, ...spaet } : d));
    const edited = await h.call(`/api/assignments/${generated.id}`, { method: 'PUT', body: { orderId: order.id, employeeId: employee.id, ...range, duties } });
    expect(edited.status).toBe(200);
    return { order, assignment: edited.body };
  }

  test('when its pattern changes, then future generated duties follow it, the past and hand-planned days stay, and the findings are answered', async () => {
    const { order, assignment } = await plannedByHand();
    const long = { start: '06:00', end: '18:00', breakMinutes: 30 }; // 11.5 h net: over the 10 h daily limit
    const res = await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: orderBody(everyDay(long)) });
    expect(res.status).toBe(200);

    const after = (await h.call(`/api/assignments/${assignment.id}`)).body;
    for (const n of [-3, -2, -1]) expect(shiftsOn(after.duties, n)).toEqual([frueh]);
    expect(shiftsOn(after.duties, 2)).toEqual([spaet]);
    expect(shiftsOn(after.duties, 3)).toEqual([]);
    for (const n of [0, 1, 4, 5, 6]) expect(shiftsOn(after.duties, n)).toEqual([long]);
    expect(after.version).toBe(assignment.version + 1);

    const [affected] = res.body.affectedAssignments.items;
    expect(res.body.affectedAssignments.items).toHaveLength(1);
    expect(affected.assignment).toMatchObject({ id: assignment.id, orderId: order.id, facilityName: 'Haus am Park' });
    // One finding for the days over 10 h, naming them.
    const daily = affected.findings.filter((f: { code: string }) => f.code === 'DAILY_HOURS_EXCEEDED');
    expect(daily.map((f: { details: { dates: string[] } }) => f.details.dates)).toEqual([[0, 1, 4, 5, 6].map(day)]);

    const event = (await eventsFor(h, assignment.id)).at(-1);
    expect(event).toMatchObject({ type: 'staffing.assignment.updated', data: { id: assignment.id, version: after.version, duties: after.duties } });
  });

  test('when a pattern change gives what the hand-planned days already have, then they become generated again and follow the next change', async () => {
    const { order, assignment } = await plannedByHand();
    // Day +2 as planned by hand is now what the pattern gives; day +3 off too.
    const withLate = { ...everyDay(frueh), exceptions: { [day(2)]: spaet, [day(3)]: null } };
    expect((await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: orderBody(withLate) })).status).toBe(200);
    expect((await h.call(`/api/assignments/${assignment.id}`)).body.version).toBe(assignment.version);
    const resent = await h.call(`/api/assignments/${assignment.id}`, { method: 'PUT', body: { orderId: order.id, employeeId: assignment.employeeId, ...range, duties: assignment.duties } });
    expect(resent.status).toBe(200);
    expect((await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: orderBody(everyDay(spaet)) })).status).toBe(200);
    const after = (await h.call(`/api/assignments/${assignment.id}`)).body;
    expect(shiftsOn(after.duties, 3)).toEqual([spaet]);
  });

  test('when an order changes but not its pattern, then its assignments are untouched and no affectedAssignments are answered', async () => {
    const { order, assignment } = await plannedByHand();
    const res = await h.call(`/api/orders/${order.id}`, { method: 'PUT', body: { ...orderBody(everyDay(frueh)), notes: 'Station 3' } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('affectedAssignments');
    expect((await h.call(`/api/assignments/${assignment.id}`)).body).toEqual({ ...assignment, warnings: undefined });
  });
});
