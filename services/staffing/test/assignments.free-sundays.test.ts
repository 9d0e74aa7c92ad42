import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, preview, publishContract, seedFacility, setSeverities } from './support/fixtures';

/**
 * Free Sundays (ArbZG §11 Abs. 1) count the whole calendar year, while the check reads the other
 * duties of a narrower window (24 weeks back, 16 forward): beyond it, the facts query asks only
 * which Sundays are worked. Real HTTP and database: a wrong answer from that part changes the count.
 */
const h = Harness.forFile('assignments_free_sundays');
beforeAll(async () => {
  await setSeverities(h, { qualification: 'Error', availability: 'Error', workingHours: 'Warning', overlap: 'Error', contractCoverage: 'Warning' });
});

const sundaysOnly = { weekdays: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: { start: '10:00', end: '14:00', breakMinutes: 0 } } };

describe('free Sundays across the calendar year', () => {
  test('Sundays worked from January to December, most of them outside the duties window, are all counted', async () => {
    const facility = await seedFacility(h, { name: 'Haus Sonne' });
    await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01' });
    const order = () => created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: '2027-01-01', endDate: '2027-12-31', shiftPattern: sundaysOnly });
    const [sundays, other] = [await order(), await order()];
    const e = await created(h, '/api/employees', anna);
    // 24 Sundays (3 Jan – 13 Jun) and 26 Sundays (4 Jul – 26 Dec) of 2027's 52.
    for (const [startDate, endDate] of [['2027-01-01', '2027-06-15'], ['2027-07-01', '2027-12-31']]) {
      await created(h, '/api/assignments', { orderId: sundays.id, employeeId: e.id, startDate, endDate });
    }
    // The candidate's window ends on 10 Oct: the 11 Sundays after it are known only as worked Sundays.
    const res = await preview(h, { orderId: other.id, employeeId: e.id, startDate: '2027-06-20', endDate: '2027-06-20' });
    expect(res.status).toBe(200);
    const finding = res.body.findings.find((f: { code: string }) => f.code === 'FREE_SUNDAYS_TOO_FEW');
    expect(finding?.details).toEqual({ year: 2027, sundays: 52, workedSundays: 51, freeSundays: 1, minFreeSundays: 15 });

    // A candidate on a Sunday already worked adds none: 50 (of them 26 inside this candidate's window).
    const december = await preview(h, { orderId: other.id, employeeId: e.id, startDate: '2027-12-26', endDate: '2027-12-26' });
    expect(december.body.findings.find((f: { code: string }) => f.code === 'FREE_SUNDAYS_TOO_FEW')?.details).toMatchObject({ workedSundays: 50 });
  });
});
