import { followPattern, sameDuties } from './follow-pattern';

const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
const spaet = { start: '14:00', end: '22:00', breakMinutes: 30 };
const every = (shift: typeof frueh) => {
  const s = { ...shift, breakAssumed: false };
  return { weekdays: { mon: s, tue: s, wed: s, thu: s, fri: s, sat: s, sun: s }, exceptions: {} };
};
// Mon 2027-05-03 … Sun 2027-05-09, every day Früh.
const stored = ['03', '04', '05', '06', '07', '08', '09'].map((d) => ({ date: `2027-05-${d}`, ...frueh }));

describe('followPattern', () => {
  it('keeps the dates before `from`, gives every later date the new shift', () => {
    const after = followPattern(stored, new Set(), every(spaet), '2027-05-06', '2027-05-09');
    expect(after.map((d) => `${d.date.slice(8)} ${d.start}`)).toEqual(['03 06:00', '04 06:00', '05 06:00', '06 14:00', '07 14:00', '08 14:00', '09 14:00']);
  });

  it('keeps manual dates as they are, a day off by hand included', () => {
    const byHand = stored.filter((d) => d.date !== '2027-05-07').map((d) => (d.date === '2027-05-08' ? { ...d, ...spaet } : d));
    const after = followPattern(byHand, new Set(['2027-05-07', '2027-05-08']), every({ start: '07:00', end: '15:00', breakMinutes: 30 }), '2027-05-03', '2027-05-09');
    expect(after.map((d) => `${d.date.slice(8)} ${d.start}`)).toEqual(['03 07:00', '04 07:00', '05 07:00', '06 07:00', '08 14:00', '09 07:00']);
  });

  it('drops the generated duties of days the new pattern has off, and gives untimed duties without a pattern', () => {
    const weekdaysOnly = { ...every(frueh), weekdays: { ...every(frueh).weekdays, sat: null, sun: null } };
    expect(followPattern(stored, new Set(), weekdaysOnly, '2027-05-03', '2027-05-09').map((d) => d.date.slice(8))).toEqual(['03', '04', '05', '06', '07']);
    expect(followPattern(stored, new Set(), null, '2027-05-09', '2027-05-09').at(-1)).toEqual({ date: '2027-05-09', start: null, end: null, breakMinutes: null });
  });

  it('changes nothing when the range lies in the past, and an unchanged pattern gives the same duties', () => {
    expect(followPattern(stored, new Set(), every(spaet), '2027-05-10', '2027-05-09')).toBe(stored);
    expect(sameDuties(followPattern(stored, new Set(), every(frueh), '2027-05-03', '2027-05-09'), stored)).toBe(true);
  });
});
