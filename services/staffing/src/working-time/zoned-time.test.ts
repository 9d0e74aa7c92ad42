import { dutyInstants, isValidTimeZone, toWallClock } from './zoned-time';
import { timeDuty } from './timed-duties';

const H = 3_600_000;
const ctx = { orderId: 'o1', orderLabel: 'Order', facilityId: 'f1', facilityName: 'Haus' };

describe('zoned time (Europe/Berlin)', () => {
  it('27→28 March 2027 21:00→07:00 is 9 h of real time (clocks go forward)', () => {
    const a = dutyInstants('2027-03-27', '13:00', '21:00', 'Europe/Berlin');
    const b = dutyInstants('2027-03-28', '07:00', '15:00', 'Europe/Berlin');
    expect((b.startMs - a.endMs) / H).toBe(9);
  });

  it('30→31 October 2027 20:00→06:00 is 11 h of real time (clocks go back)', () => {
    const a = dutyInstants('2027-10-30', '12:00', '20:00', 'Europe/Berlin');
    const b = dutyInstants('2027-10-31', '06:00', '14:00', 'Europe/Berlin');
    expect((b.startMs - a.endMs) / H).toBe(11);
  });

  it('a night duty over the spring change lasts one hour less, net of its break', () => {
    const t = timeDuty({ ...ctx, date: '2027-03-27', start: '22:00', end: '06:00', breakMinutes: 30 }, true, 'Europe/Berlin');
    expect(t).toMatchObject({ spanMinutes: 420, netMinutes: 390 });
  });

  it('an end at or before the start ends the next day; an end after it the same day', () => {
    expect(timeDuty({ ...ctx, date: '2026-05-04', start: '06:00', end: '06:00', breakMinutes: 0 }, true, 'Europe/Berlin')?.spanMinutes).toBe(1440);
    expect(timeDuty({ ...ctx, date: '2026-05-04', start: '06:00', end: '06:01', breakMinutes: 0 }, true, 'Europe/Berlin')?.spanMinutes).toBe(1);
    expect(timeDuty({ ...ctx, date: '2026-05-04', start: '06:00', end: '05:59', breakMinutes: 0 }, true, 'Europe/Berlin')?.spanMinutes).toBe(1439);
  });

  it('gives a duty without times no instants', () => {
    expect(timeDuty({ ...ctx, date: '2026-05-04', start: null, end: null, breakMinutes: null }, false, 'Europe/Berlin')).toBeNull();
  });

  it('knows valid and unknown zones and converts back to wall-clock time', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    const { endMs } = dutyInstants('2027-03-27', '13:00', '21:00', 'Europe/Berlin');
    expect(toWallClock(endMs + 11 * H, 'Europe/Berlin')).toEqual({ date: '2027-03-28', time: '09:00' });
  });
});
