import { lendingClock, lentAsOf } from './clock';
import { limitProblems } from './limits';

const clockOf = (...periods: Array<[string, string]>) => {
  const clock = lendingClock(periods.map(([from, to]) => ({ from, to })));
  if (!clock) throw new Error('expected a clock');
  return clock;
};

describe('the lending clock over one continuous lending', () => {
  it('the issue: all of 2027 and January to September 2028 are one lending, 18 months end 30.06.2028', () => {
    const clock = clockOf(['2027-01-01', '2027-12-31'], ['2028-01-01', '2028-09-30']);
    expect(clock.countingPeriods).toEqual([{ from: '2027-01-01', to: '2028-09-30' }]);
    expect(clock.reset).toBeNull();
    expect(clock.lastLawfulDay).toBe('2028-06-30');
    expect(clock.lastLawfulDayProjected).toBe(false);
    expect(clock.equalPayFrom).toBe('2027-10-01');
    expect(clock.lent).toEqual({ months: 21, days: 0 });
  });

  it('18 months: at, just below and just above the boundary', () => {
    const clock = clockOf(['2027-01-01', '2028-12-31']);
    expect(lentAsOf(clock, '2028-06-29')).toEqual({ months: 17, days: 29 });
    expect(lentAsOf(clock, '2028-06-30')).toEqual({ months: 18, days: 0 });
    expect(lentAsOf(clock, '2028-07-01')).toEqual({ months: 18, days: 1 });
    expect(lentAsOf(clock, '2026-12-31')).toEqual({ months: 0, days: 0 });
  });

  it('9 months: equal pay from the first day of the 10th month', () => {
    const clock = clockOf(['2027-01-01', '2027-12-31']);
    expect(clock.equalPayFrom).toBe('2027-10-01');
    expect(lentAsOf(clock, '2027-09-30')).toEqual({ months: 9, days: 0 });
    expect(lentAsOf(clock, '2027-10-01')).toEqual({ months: 9, days: 1 });
  });

  it('a lending from the 31st: the corresponding days exist, so the day before them', () => {
    const clock = clockOf(['2027-01-31', '2028-12-31']);
    expect(clock.equalPayFrom).toBe('2027-10-31');
    expect(clock.lastLawfulDay).toBe('2028-07-30');
  });

  it('a deadline after the last period is projected as if lending went on without a break', () => {
    const clock = clockOf(['2027-01-01', '2027-12-31']);
    expect(clock.lastLawfulDay).toBe('2028-06-30');
    expect(clock.lastLawfulDayProjected).toBe(true);
    expect(clock.equalPayFromProjected).toBe(false);
    expect(clock.freshCountFrom).toBe('2028-04-02');
  });

  it('no periods, no clock', () => {
    expect(lendingClock([])).toBeNull();
  });
});

describe('the clock across interruptions of three months or less', () => {
  it('lent 2027 and again from 01.03.2028: the 60 interruption days move the last lawful day to 29.08.2028', () => {
    const clock = clockOf(['2027-01-01', '2027-12-31'], ['2028-03-01', '2028-12-31']);
    expect(clock.interruptions).toEqual([{ from: '2028-01-01', to: '2028-02-29' }]);
    expect(clock.lastLawfulDay).toBe('2028-08-29');
    expect(lentAsOf(clock, '2028-02-15')).toEqual({ months: 12, days: 0 });
    expect(lentAsOf(clock, '2028-08-28')).toEqual({ months: 17, days: 29 });
    expect(lentAsOf(clock, '2028-08-29')).toEqual({ months: 18, days: 0 });
    expect(lentAsOf(clock, '2028-08-30')).toEqual({ months: 18, days: 1 });
  });

  it('equal pay: an interruption before the 9 months are full moves the date by its days', () => {
    const clock = clockOf(['2027-01-01', '2027-06-30'], ['2027-09-01', '2028-03-31']);
    expect(clock.equalPayFrom).toBe('2027-12-02');
    expect(lentAsOf(clock, '2027-12-01')).toEqual({ months: 9, days: 0 });
  });

  it('an interruption of more than three months starts afresh: the deadlines count from the new start', () => {
    const clock = clockOf(['2027-01-01', '2027-06-30'], ['2027-10-02', '2029-12-31']);
    expect(clock.reset).toEqual({ from: '2027-07-01', to: '2027-10-01' });
    expect(clock.firstCountingDay).toBe('2027-10-02');
    expect(clock.equalPayFrom).toBe('2028-07-02');
    expect(clock.lastLawfulDay).toBe('2029-04-01');
  });

  it('exactly three months between: the earlier lending still counts', () => {
    const clock = clockOf(['2027-01-01', '2027-06-30'], ['2027-10-01', '2029-12-31']);
    expect(clock.reset).toBeNull();
    expect(clock.firstCountingDay).toBe('2027-01-01');
    expect(clock.lent).toEqual({ months: 33, days: 0 });
  });
});

describe('overrides of the limits', () => {
  it('a longer maximum and a later equal-pay date', () => {
    const clock = lendingClock([{ from: '2027-01-01', to: '2029-06-30' }], { maxMonths: 24, equalPayMonths: 15 });
    expect(clock?.lastLawfulDay).toBe('2028-12-31');
    expect(clock?.equalPayFrom).toBe('2028-04-01');
  });

  it('beyond the law: equal pay later than 15 months or earlier than 9, a fractional maximum', () => {
    expect(limitProblems({ equalPayMonths: 16 })).toEqual({ equalPayMonths: ['must be a whole number of months from 9 to 15'] });
    expect(limitProblems({ equalPayMonths: 8 })).toHaveProperty('equalPayMonths');
    expect(limitProblems({ maxMonths: 0 })).toHaveProperty('maxMonths');
    expect(limitProblems({ maxMonths: 121 })).toEqual({ maxMonths: ['must be a whole number of months from 1 to 120'] });
    expect(limitProblems({ maxMonths: 1, equalPayMonths: 9 })).toEqual({});
    expect(limitProblems({ maxMonths: 120 })).toEqual({});
    expect(limitProblems({ maxMonths: 20.5 })).toHaveProperty('maxMonths');
    expect(limitProblems({ maxMonths: 24, equalPayMonths: 15 })).toEqual({});
    expect(() => lendingClock([{ from: '2027-01-01', to: '2027-01-31' }], { equalPayMonths: 16 })).toThrow(RangeError);
  });
});
