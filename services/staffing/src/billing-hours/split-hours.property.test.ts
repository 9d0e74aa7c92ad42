import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { federalStates } from '@cs/contracts/federal-states';
import { elapsedMinutes } from '../timesheets/actual-times';
import { holidayOn } from '../working-time/public-holidays';
import { inNightWindow, splitWorkedHours } from './split-hours';

const zone = 'Europe/Berlin';
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
/** Days of 2026–2027, the clock-change weekends, Christmas and New Year more often than chance would. */
const day = fc.oneof(
  fc.integer({ min: 0, max: 729 }).map((n) => Temporal.PlainDate.from('2026-01-01').add({ days: n }).toString()),
  fc.constantFrom('2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2026-12-24', '2026-12-31', '2027-03-27', '2027-10-30'),
);
/** A duty as timesheets allow it: start on a day, end up to 23 h 59 min of wall clock later, a break shorter than the duty. */
const duty = fc
  .record({ date: day, time: hhmm, length: fc.integer({ min: 1, max: 1439 }), breakShare: fc.double({ min: 0, max: 0.99, noNaN: true }) })
  .map(({ date, time, length, breakShare }) => {
    const start = `${date}T${time}`;
    const end = Temporal.PlainDateTime.from(start).add({ minutes: length }).toString({ smallestUnit: 'minute' });
    return { start, end, breakShare };
  })
  .filter(({ start, end }) => (elapsedMinutes(start, end, zone) ?? 0) > 0);
const window = fc.tuple(hhmm, hhmm).filter(([a, b]) => a !== b);
const state = fc.constantFrom(null, ...federalStates);

test('the kinds never exceed the worked minutes; segments and day kinds add up to them', () => {
  fc.assert(
    fc.property(duty, window, state, ({ start, end, breakShare }, [ws, we], st) => {
      const elapsed = elapsedMinutes(start, end, zone)!;
      const breakMinutes = Math.min(240, Math.floor(elapsed * breakShare));
      const s = splitWorkedHours({ start, end, breakMinutes }, { zone, nightWindow: { start: ws, end: we }, state: st });
      expect(s.worked).toBe(elapsed - breakMinutes);
      for (const kind of [s.regular, s.night, s.sunday, s.holiday]) expect(kind).toBeLessThanOrEqual(s.worked);
      expect(s.segments.reduce((n, g) => n + g.minutes, 0)).toBe(s.worked);
      const weekday = s.segments.filter((g) => !g.sunday && g.holiday === null).reduce((n, g) => n + g.minutes, 0);
      expect(weekday + s.sunday + s.holiday).toBe(s.worked);
      const surcharged = s.segments.filter((g) => g.night || g.sunday || g.holiday !== null).reduce((n, g) => n + g.minutes, 0);
      expect(s.regular + surcharged).toBe(s.worked);
      for (const g of s.segments) {
        expect(g.minutes).toBeGreaterThan(0);
        expect(g.night).toBe(inNightWindow(g.start.slice(11), { start: ws, end: we }));
        expect(g.date >= start.slice(0, 10) && g.date <= end.slice(0, 10)).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
});

/** Minute by minute, as a person would count: the kinds of each worked minute's wall clock. */
function countEachMinute(start: string, end: string, breakMinutes: number, ws: string, we: string, st: (typeof federalStates)[number] | null) {
  const from = Temporal.PlainDateTime.from(start).toZonedDateTime(zone);
  const elapsed = elapsedMinutes(start, end, zone)!;
  const breakFrom = Math.floor((elapsed - breakMinutes) / 2);
  const count = { night: 0, sunday: 0, holiday: 0 };
  for (let m = 0; m < elapsed; m++) {
    if (m >= breakFrom && m < breakFrom + breakMinutes) continue;
    const at = from.add({ minutes: m });
    const holiday = holidayOn(at.toPlainDate().toString(), st) !== undefined;
    if (inNightWindow(at.toPlainTime().toString({ smallestUnit: 'minute' }), { start: ws, end: we })) count.night++;
    if (holiday) count.holiday++;
    else if (at.dayOfWeek === 7) count.sunday++;
  }
  return count;
}

test('the split counts what a minute-by-minute count of the wall clock counts', () => {
  fc.assert(
    fc.property(duty, window, state, ({ start, end, breakShare }, [ws, we], st) => {
      const breakMinutes = Math.min(240, Math.floor(elapsedMinutes(start, end, zone)! * breakShare));
      const s = splitWorkedHours({ start, end, breakMinutes }, { zone, nightWindow: { start: ws, end: we }, state: st });
      expect({ night: s.night, sunday: s.sunday, holiday: s.holiday }).toEqual(countEachMinute(start, end, breakMinutes, ws, we, st));
    }),
    { numRuns: 60 },
  );
});
