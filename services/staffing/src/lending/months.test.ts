import { addDays, daysInRange, lastDayOfMonths, monthsAndDays } from './months';

describe('lastDayOfMonths: BGB §§187 Abs. 2, 188 Abs. 2, 3', () => {
  it('a period from the 1st ends on the last day of the month before', () => {
    expect(lastDayOfMonths('2027-01-01', 1)).toBe('2027-01-31');
    expect(lastDayOfMonths('2027-01-01', 18)).toBe('2028-06-30');
    expect(lastDayOfMonths('2027-03-01', 1)).toBe('2027-03-31');
  });

  it('mid-month: the day before the corresponding day', () => {
    expect(lastDayOfMonths('2027-01-15', 1)).toBe('2027-02-14');
    expect(lastDayOfMonths('2027-03-15', 9)).toBe('2027-12-14');
  });

  it('across a year end', () => {
    expect(lastDayOfMonths('2027-11-20', 3)).toBe('2028-02-19');
    expect(lastDayOfMonths('2027-12-01', 1)).toBe('2027-12-31');
    expect(lastDayOfMonths('2027-12-31', 1)).toBe('2028-01-30');
  });

  it('the 31st: a month without it ends on its last day (§188 Abs. 3), counted from the start each time', () => {
    expect(lastDayOfMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(lastDayOfMonths('2027-01-31', 2)).toBe('2027-03-30');
    expect(lastDayOfMonths('2027-03-31', 1)).toBe('2027-04-30');
    expect(lastDayOfMonths('2027-05-31', 1)).toBe('2027-06-30');
  });

  it('February in a common year and in the leap year 2028', () => {
    expect(lastDayOfMonths('2027-01-29', 1)).toBe('2027-02-28');
    expect(lastDayOfMonths('2027-01-30', 1)).toBe('2027-02-28');
    expect(lastDayOfMonths('2028-01-29', 1)).toBe('2028-02-28');
    expect(lastDayOfMonths('2028-01-30', 1)).toBe('2028-02-29');
    expect(lastDayOfMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(lastDayOfMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(lastDayOfMonths('2027-02-28', 12)).toBe('2028-02-27');
  });

  it('zero months is the day before; a fraction is refused', () => {
    expect(lastDayOfMonths('2027-01-01', 0)).toBe('2026-12-31');
    expect(() => lastDayOfMonths('2027-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('monthsAndDays: an inclusive range as full months and remaining days', () => {
  it('whole months', () => {
    expect(monthsAndDays('2027-01-01', '2027-12-31')).toEqual({ months: 12, days: 0 });
    expect(monthsAndDays('2027-01-01', '2028-06-30')).toEqual({ months: 18, days: 0 });
    expect(monthsAndDays('2027-01-15', '2027-02-14')).toEqual({ months: 1, days: 0 });
  });

  it('just below and just above a month', () => {
    expect(monthsAndDays('2027-01-15', '2027-02-13')).toEqual({ months: 0, days: 30 });
    expect(monthsAndDays('2027-01-15', '2027-02-15')).toEqual({ months: 1, days: 1 });
    expect(monthsAndDays('2027-01-01', '2028-07-01')).toEqual({ months: 18, days: 1 });
    expect(monthsAndDays('2027-01-01', '2028-06-29')).toEqual({ months: 17, days: 29 });
  });

  it('February: the end of the month closes a month for starts on the 29th to 31st', () => {
    expect(monthsAndDays('2027-01-28', '2027-02-28')).toEqual({ months: 1, days: 1 });
    expect(monthsAndDays('2027-01-29', '2027-02-28')).toEqual({ months: 1, days: 0 });
    expect(monthsAndDays('2027-01-31', '2027-02-28')).toEqual({ months: 1, days: 0 });
    expect(monthsAndDays('2028-01-31', '2028-02-28')).toEqual({ months: 0, days: 29 });
    expect(monthsAndDays('2028-01-31', '2028-02-29')).toEqual({ months: 1, days: 0 });
    expect(monthsAndDays('2028-01-29', '2028-02-29')).toEqual({ months: 1, days: 1 });
  });

  it('a single day, an empty range, a year end', () => {
    expect(monthsAndDays('2027-05-03', '2027-05-03')).toEqual({ months: 0, days: 1 });
    expect(monthsAndDays('2027-05-03', '2027-05-02')).toEqual({ months: 0, days: 0 });
    expect(monthsAndDays('2027-12-31', '2028-01-30')).toEqual({ months: 1, days: 0 });
  });
});

describe('day helpers', () => {
  it('adds days across a leap day and counts inclusive ranges', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysInRange('2027-01-01', '2027-12-31')).toBe(365);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInRange('2027-01-02', '2027-01-01')).toBe(0);
  });
});
