import { countingPeriods, freshCountFrom, mergePeriods } from './periods';

describe('merging lending periods', () => {
  it('joins overlapping and adjacent ranges, keeps a one-day gap', () => {
    expect(
      mergePeriods([
        { from: '2028-01-01', to: '2028-09-30' },
        { from: '2027-01-01', to: '2027-12-31' },
        { from: '2027-03-01', to: '2027-04-30' },
        { from: '2028-10-02', to: '2028-10-05' },
      ]),
    ).toEqual([
      { from: '2027-01-01', to: '2028-09-30' },
      { from: '2028-10-02', to: '2028-10-05' },
    ]);
  });

  it('refuses a period ending before it starts', () => {
    expect(() => mergePeriods([{ from: '2027-02-01', to: '2027-01-31' }])).toThrow(RangeError);
  });
});

describe('interruptions: three months or less add up, more start afresh', () => {
  const year2027 = { from: '2027-01-01', to: '2027-12-31' };

  it('exactly three months between (01.01.–31.03.2028): the lendings add up', () => {
    const c = countingPeriods([year2027, { from: '2028-04-01', to: '2028-06-30' }]);
    expect(c.periods).toHaveLength(2);
    expect(c.interruptions).toEqual([{ from: '2028-01-01', to: '2028-03-31' }]);
    expect(c.reset).toBeNull();
  });

  it('one day less: they add up', () => {
    expect(countingPeriods([year2027, { from: '2028-03-31', to: '2028-06-30' }]).reset).toBeNull();
  });

  it('one day more (3 months 1 day): the count starts afresh and names the interruption', () => {
    const c = countingPeriods([year2027, { from: '2028-04-02', to: '2028-06-30' }]);
    expect(c.periods).toEqual([{ from: '2028-04-02', to: '2028-06-30' }]);
    expect(c.interruptions).toEqual([]);
    expect(c.reset).toEqual({ from: '2028-01-01', to: '2028-04-01' });
  });

  it('measured by BGB months from its first day: after 30.11. the three months end 28.02. (29.02. in 2028)', () => {
    const end = { from: '2026-09-01', to: '2026-11-30' };
    expect(countingPeriods([end, { from: '2027-03-01', to: '2027-03-31' }]).reset).toBeNull();
    expect(countingPeriods([end, { from: '2027-03-02', to: '2027-03-31' }]).reset).not.toBeNull();
    const leap = { from: '2027-09-01', to: '2027-11-30' };
    expect(countingPeriods([leap, { from: '2028-03-01', to: '2028-03-31' }]).reset).toBeNull();
    expect(countingPeriods([leap, { from: '2028-03-02', to: '2028-03-31' }]).reset).not.toBeNull();
  });

  it('the last reset wins; short interruptions after it are listed', () => {
    const c = countingPeriods([
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-10-01', to: '2026-12-31' },
      { from: '2027-02-01', to: '2027-05-31' },
    ]);
    expect(c.reset).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(c.periods.map((p) => p.from)).toEqual(['2026-10-01', '2027-02-01']);
    expect(c.interruptions).toEqual([{ from: '2027-01-01', to: '2027-01-31' }]);
  });

  it('the first day a new lending would count afresh', () => {
    expect(freshCountFrom('2027-12-31')).toBe('2028-04-02');
    expect(freshCountFrom('2027-11-30')).toBe('2028-03-02');
  });
});
