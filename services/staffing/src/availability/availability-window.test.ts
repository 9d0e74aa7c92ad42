import { AppError } from '@cs/service-kit';
import { datesOutside, readWindow, settableWindow } from './availability-window';

const problemOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, errors: error.extra.errors };
    throw error;
  }
  return null;
};

describe('the window a statement may be about', () => {
  it.each([
    ['2026-01-01', '2027-02-05'],
    ['2027-02-27', '2028-04-02'], // over 29 February 2028
    ['2028-02-29', '2029-04-04'],
  ])('from %s runs to %s (400 days ahead, inclusive)', (today, last) => {
    expect(settableWindow(today)).toEqual({ first: today, last });
  });

  it('names each date outside by its index: yesterday, today + 401; today and today + 400 fit', () => {
    const window = settableWindow('2026-11-26');
    expect(datesOutside(['2026-11-26', '2027-12-31', '2026-11-25', '2028-01-01'], window)).toEqual({
      'days.2.date': ['must not be in the past (today is 2026-11-26)'],
      'days.3.date': ['must be at most 400 days ahead (until 2027-12-31)'],
    });
  });
});

describe('the days a read covers', () => {
  it('defaults to today … today + 400, and to the 401 days after from', () => {
    expect(readWindow({}, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-12-31' });
    expect(readWindow({ from: '2026-01-01' }, '2026-11-26')).toEqual({ from: '2026-01-01', to: '2027-02-05' });
  });

  it('only a `to`: from today, or the 401 days up to a `to` in the past', () => {
    expect(readWindow({ to: '2026-12-24' }, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-24' });
    expect(readWindow({ to: '2026-01-31' }, '2026-11-26')).toEqual({ from: '2024-12-27', to: '2026-01-31' });
  });

  it('refuses more than 401 days, naming query.to', () => {
    expect(problemOf(() => readWindow({ from: '2026-11-26', to: '2027-12-31' }, '2026-11-26'))).toBeNull();
    expect(problemOf(() => readWindow({ from: '2026-11-26', to: '2028-01-01' }, '2026-11-26'))).toEqual({
      status: 400,
      errors: { 'query.to': ['must be at most 400 days after from'] },
    });
  });
});
