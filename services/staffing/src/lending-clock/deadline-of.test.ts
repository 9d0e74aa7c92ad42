import { lendingClock, type LendingClock } from '../lending';
import { clockAsOf, lendingsInForce } from './clock-as-of';
import { deadlineOf } from './deadline-of';

const clockOf = (...periods: Array<[string, string]>): LendingClock => {
  const clock = lendingClock(periods.map(([from, to]) => ({ from, to })));
  if (!clock) throw new Error('expected a clock');
  return clock;
};

describe('the deadline of a continuing lending', () => {
  // Lent from 01.01.2027 through 30.09.2028: equal pay from 01.10.2027, last lawful day 30.06.2028.
  const clock = clockOf(['2027-01-01', '2028-09-30']);

  it('the last lawful day at today + within is in, at today + within + 1 out', () => {
    expect(deadlineOf(clock, '2028-06-20', 10)).toMatchObject({ kind: 'maxDuration', date: '2028-06-30', daysFromToday: 10, passed: false, projected: false });
    expect(deadlineOf(clock, '2028-06-20', 9)).toMatchObject({ kind: 'equalPay', passed: true });
  });

  it('a passed date counts while the lending continues: the nearest one wins', () => {
    expect(deadlineOf(clock, '2027-10-05', 30)).toMatchObject({ kind: 'equalPay', date: '2027-10-01', daysFromToday: -4, passed: true });
    expect(deadlineOf(clock, '2028-07-01', 0)).toMatchObject({ kind: 'maxDuration', daysFromToday: -1, passed: true });
  });

  it('on the last day of the lending it still continues; the day after, no deadline', () => {
    expect(deadlineOf(clock, '2028-09-30', 0)).toMatchObject({ kind: 'maxDuration', passed: true });
    expect(deadlineOf(clock, '2028-10-01', 400)).toBeNull();
  });

  it('a projected date counts for a lending that continues', () => {
    const short = clockOf(['2027-01-01', '2027-09-20']);
    expect(deadlineOf(short, '2027-09-20', 11)).toMatchObject({ kind: 'equalPay', date: '2027-10-01', projected: true, daysFromToday: 11 });
    expect(deadlineOf(short, '2027-09-20', 10)).toBeNull();
  });
});

describe('the lending in force as of a day', () => {
  const periods = [
    { from: '2027-01-01', to: '2027-06-30' },
    { from: '2027-09-01', to: '2027-12-31' },
    { from: '2028-06-01', to: '2028-12-31' },
  ];

  it('a planned lending after more than three months is a lending of its own: it does not hide the one in force', () => {
    expect(lendingsInForce(periods, '2027-10-01')).toEqual(periods.slice(0, 2));
    expect(clockAsOf(periods, {}, '2027-10-01')?.equalPayFrom).toBe('2027-12-02');
  });

  it('after the lending in force ended, the next one; after all ended, the last', () => {
    expect(clockAsOf(periods, {}, '2028-01-01')?.countingPeriods).toEqual([periods[2]]);
    expect(clockAsOf(periods, {}, '2029-01-01')?.countingPeriods).toEqual([periods[2]]);
  });
});
