import { validateDuties } from './validate-duties';

const range = { startDate: '2026-05-04', endDate: '2026-05-10' };
const ok = { date: '2026-05-04', start: '06:00', end: '14:30', breakMinutes: 30 };

describe('validateDuties', () => {
  it('accepts valid duties, also on the first and last day and over midnight', () => {
    expect(validateDuties([ok, { ...ok, date: '2026-05-10', start: '22:00', end: '06:00' }], range)).toEqual({});
  });

  it('names a duty outside the range (one day before, one day after)', () => {
    expect(validateDuties([{ ...ok, date: '2026-05-03' }, { ...ok, date: '2026-05-11' }], range)).toEqual({
      'duties.0.date': ['must lie within 2026-05-04 … 2026-05-10'],
      'duties.1.date': ['must lie within 2026-05-04 … 2026-05-10'],
    });
  });

  it('refuses an end equal to the start and malformed times', () => {
    expect(validateDuties([{ ...ok, end: '06:00' }, { ...ok, start: '24:00', end: '7:00' }], range)).toEqual({
      'duties.0.end': ['must differ from start'],
      'duties.1.start': ['must be a time HH:MM'],
      'duties.1.end': ['must be a time HH:MM'],
    });
  });

  it('refuses negative, fractional, absurd breaks and breaks as long as the duty', () => {
    const errs = validateDuties([
      { ...ok, breakMinutes: -1 }, { ...ok, breakMinutes: 1.5 }, { ...ok, breakMinutes: 241 },
      { ...ok, start: '06:00', end: '07:00', breakMinutes: 60 }, { ...ok, breakMinutes: 240 },
    ], range);
    expect(Object.keys(errs)).toEqual(['duties.0.breakMinutes', 'duties.1.breakMinutes', 'duties.2.breakMinutes', 'duties.3.breakMinutes']);
  });

  it('allows 400 duties and refuses 401', () => {
    const many = (n: number) => Array.from({ length: n }, () => ok);
    expect(validateDuties(many(400), range)).toEqual({});
    expect(validateDuties(many(401), range)).toEqual({ duties: ['at most 400 duties per assignment'] });
  });

  it('refuses an unknown time zone setting', () => {
    expect(validateDuties([ok], range, { timeZone: 'Mars/Olympus' })).toEqual({ timeZone: ['unknown time zone'] });
  });
});
