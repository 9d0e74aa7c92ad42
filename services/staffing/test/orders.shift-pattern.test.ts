import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { allSeverities, created, seedFacility, setSeverities } from './support/fixtures';

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
    expect(res.body.shiftPattern).toEqual({ ...pattern, exceptions: { '2027-05-12': spaet, '2027-05-13': null } });
    expect((await h.call(`/api/orders/${res.body.id}`)).body).toEqual(res.body);
  });

  test('when a weekday is missing or has no break, then it is off, and the break defaults to 0', async () => {
    const order = await created(h, '/api/orders', { ...may(), shiftPattern: { weekdays: { mon: { start: '08:00', end: '12:00' } } } });
    expect(order.shiftPattern.weekdays).toEqual({ mon: { start: '08:00', end: '12:00', breakMinutes: 0 }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null });
    expect(order.hoursPerDay).toBe(4);
  });

  test('when an order has only shift times, then its pattern is that shift every day', async () => {
    const order = await created(h, '/api/orders', { ...may(), shiftStart: '22:00', shiftEnd: '06:00' });
    const night = { start: '22:00', end: '06:00', breakMinutes: 0 };
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
    expect(res.body.shiftPattern.weekdays.sun).toEqual({ start: '07:00', end: '15:00', breakMinutes: 0 });
  });
});
