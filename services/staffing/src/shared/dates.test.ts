import { isoDateSchema } from '@cs/contracts/http/common';
import { fromDayNumber, intersection, isoWeekOfDay, isoWeekdayOfDay, mondayOfDay, rangesOverlap, toDayNumber } from './dates';

const daysBetween = (a: string, b: string) => toDayNumber(b) - toDayNumber(a);
/** Request dates are validated at the edge by the contracts' schema; the day-number functions trust them. */
const isIsoDate = (value: string) => isoDateSchema.safeParse(value).success;

const addDays = (date: string, days: number) => fromDayNumber(toDayNumber(date) + days);
const isoWeekday = (date: string) => isoWeekdayOfDay(toDayNumber(date));
const isoWeekStart = (date: string) => fromDayNumber(mondayOfDay(toDayNumber(date)));
const isoWeekOf = (date: string) => isoWeekOfDay(toDayNumber(date));

describe('dates', () => {
  it('counts days across month, leap-day and DST boundaries', () => {
    expect(daysBetween('2026-05-04', '2026-05-04')).toBe(0);
    expect(daysBetween('2026-05-04', '2026-05-05')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // EU DST switch on 03-29
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // and back on 10-25
  });

  it('adds days, also backwards and across the year', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('computes ISO weekdays, week starts and week numbers', () => {
    expect(isoWeekday('2026-05-04')).toBe(1);
    expect(isoWeekday('2026-05-10')).toBe(7);
    expect(isoWeekStart('2026-05-10')).toBe('2026-05-04');
    expect(isoWeekOf('2026-05-04')).toBe('2026-W19');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
  });

  it('keeps 2026-12-28..2027-01-03 in ISO week 2026-W53', () => {
    for (let day = toDayNumber('2026-12-28'); day <= toDayNumber('2027-01-03'); day++) expect(isoWeekOfDay(day)).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01'); // a Monday in December belonging to next year
    expect(isoWeekStart('2027-01-03')).toBe('2026-12-28');
  });

  it('treats ranges as inclusive: touching ranges overlap, adjacent ones do not', () => {
    expect(rangesOverlap('2026-05-01', '2026-05-10', '2026-05-10', '2026-05-20')).toBe(true);
    expect(rangesOverlap('2026-05-01', '2026-05-10', '2026-05-11', '2026-05-20')).toBe(false);
    expect(rangesOverlap('2026-05-11', '2026-05-20', '2026-05-01', '2026-05-10')).toBe(false);
    expect(rangesOverlap('2026-05-01', '2026-05-31', '2026-05-10', '2026-05-12')).toBe(true);
    expect(intersection('2026-05-01', '2026-05-10', '2026-05-10', '2026-05-20')).toEqual({ from: '2026-05-10', to: '2026-05-10' });
    expect(intersection('2026-05-01', '2026-05-10', '2026-05-11', '2026-05-20')).toBeNull();
  });

  it('accepts valid ISO dates only in requests (isoDateSchema)', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-5-4')).toBe(false);
    for (const bad of ['2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '2100-02-29']) expect(isIsoDate(bad)).toBe(false);
  });
});

describe('fromDayNumber', () => {
  it('agrees with Date for every day from 1900 to 2100', () => {
    for (let day = toDayNumber('1900-01-01'); day <= toDayNumber('2100-12-31'); day++) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== expected) throw new Error(`day ${day}: ${fromDayNumber(day)} ≠ ${expected}`);
      if (toDayNumber(expected) !== day) throw new Error(`toDayNumber(${expected}) ≠ ${day}`);
    }
  });
});
