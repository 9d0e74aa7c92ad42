import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { anna, assign, created, everyDay, publishContract, seedFacility } from './support/fixtures';
import { availabilityOf, day } from './support/availability';
import { assessAssignment } from '../src/assignments/assess-assignment';
import { assessEmployees } from '../src/assignments/assess-employees';

const h = Harness.forFile('assess_employees');

const shift = (start: string, end: string) => everyDay({ start, end, breakMinutes: 30 });

/** A seeded set of employees, each with a different reason for findings (or none), for one order and window. */
async function seed() {
  const facility = await seedFacility(h, { name: 'Haus Kandidat' });
  await publishContract(h, 'created', { facilityId: facility.id, validFrom: day(0) });
  const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: day(7), endDate: day(20), headcount: 1, shiftPattern: shift('06:00', '14:00') });
  const late = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: null, startDate: day(7), endDate: day(20), headcount: 9, shiftPattern: shift('22:00', '06:00') });
  const employee = (firstName: string, extra: Record<string, unknown> = {}) => created(h, '/api/employees', { ...anna, firstName, ...extra });
  const plain = await employee('Plain');
  const helper = await employee('Helfer', { qualifications: ['pflegehelfer'] });
  const leaving = await employee('Leaving', { exitDate: day(9) });
  const young = await employee('Young', { dateOfBirth: `${Number(day(0).slice(0, 4)) - 16}-01-01` });
  const absent = await employee('Absent');
  await created(h, '/api/absences', { employeeId: absent.id, type: 'vacation', startDate: day(8), endDate: day(9) });
  const nights = await employee('Nights');
  expect((await assign(h, { orderId: late.id, employeeId: nights.id, startDate: day(7), endDate: day(10) })).status).toBe(200);
  const sameOrder = await employee('Same');
  expect((await assign(h, { orderId: order.id, employeeId: sameOrder.id, startDate: day(7), endDate: day(20) })).status).toBe(200);
  const off = await employee('Off');
  await h.call(availabilityOf(off.id), { method: 'PUT', body: { days: [{ date: day(8), status: 'unavailable', note: 'Umzug' }] } });
  const blocked = await employee('Blocked');
  await h.call('/api/employee-facility-preferences', { body: { employeeId: blocked.id, facilityId: facility.id, preference: 'blocked', reason: 'Beschwerde' } });
  const ids = [plain, helper, leaving, young, absent, nights, sameOrder, off, blocked].map((e) => e.id);
  return { order, ids };
}

describe('assessEmployees: the facts of many employees in one query', () => {
  test('gives per employee exactly what assessAssignment gives, in either language; unknown employees are left out', async () => {
    const { order, ids } = await seed();
    for (const locale of ['de', 'en'] as const) {
      const range = { orderId: order.id, startDate: day(7), endDate: day(13), locale };
      const many = await assessEmployees(h.svc.db, { ...range, employeeIds: [...ids, uuidv7()] });
      expect([...many.keys()].sort()).toEqual([...ids].sort());
      for (const employeeId of ids) expect(many.get(employeeId)).toEqual(await assessAssignment(h.svc.db, { ...range, employeeId }));
      const codes = new Set([...many.values()].flatMap((a) => a.result.findings.map((f) => f.code)));
      for (const code of ['QUALIFICATION_MISSING', 'OUTSIDE_EMPLOYMENT', 'ABSENCE_CONFLICT', 'EMPLOYEE_UNAVAILABLE', 'FACILITY_BLOCKED_EMPLOYEE', 'ORDER_HEADCOUNT_EXCEEDED', 'DUTY_OVERLAP']) {
        expect(codes).toContain(code);
      }
    }
  });

  test('a range the order refuses is refused as for one employee; no employees, no query answer', async () => {
    const { order, ids } = await seed();
    await expect(assessEmployees(h.svc.db, { orderId: order.id, startDate: day(5), endDate: day(9), employeeIds: ids })).rejects.toMatchObject({ status: 409, code: 'OUTSIDE_ORDER_RANGE' });
    expect(await assessEmployees(h.svc.db, { orderId: order.id, startDate: day(7), endDate: day(9), employeeIds: [] })).toEqual(new Map());
  });
});
