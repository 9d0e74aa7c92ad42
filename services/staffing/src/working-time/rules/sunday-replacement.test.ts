import { daily, duty, facts, other, run } from './rules.fixture';
import { sundayReplacement } from './sunday-replacement';

// Sunday 2026-05-10; the two-week period runs 2026-04-27 … 2026-05-23.
describe('SUNDAY_REPLACEMENT_MISSING (ArbZG §11 Abs. 3)', () => {
  const sunday = [duty('2026-05-10', '06:00', '14:00')];

  it('a free working day within the period is a replacement: no finding', () => {
    expect(run(sundayReplacement, facts({ candidate: sunday }))).toEqual([]);
  });

  it('every working day 27.04.–23.05. busy: reported with the period', () => {
    const others = [...daily(other, '2026-04-27', 13, '06:00', '14:00'), ...daily(other, '2026-05-11', 13, '06:00', '14:00')];
    const [f] = run(sundayReplacement, facts({ candidate: sunday, others }));
    expect(f.details).toEqual({ date: '2026-05-10', periodDays: 14, replacementFrom: '2026-04-27', replacementTo: '2026-05-23' });
    expect(f.remedy?.de).toBe('Einen Werktag zwischen 27.04.2026–23.05.2026 freigeben.');
  });

  it('boundary: a free day on the last day of the period counts; one day later does not', () => {
    const busyTo22 = [...daily(other, '2026-04-27', 13, '06:00', '14:00'), ...daily(other, '2026-05-11', 12, '06:00', '14:00')];
    expect(run(sundayReplacement, facts({ candidate: sunday, others: busyTo22 }))).toEqual([]);
  });

  it('two worked Sundays cannot share one free day', () => {
    // Only Saturday 2026-05-16 is free between the two Sundays' periods.
    const busy = [...daily(other, '2026-04-27', 13, '06:00', '14:00'), ...daily(other, '2026-05-11', 5, '06:00', '14:00'), ...daily(other, '2026-05-17', 14, '06:00', '14:00')];
    expect(run(sundayReplacement, facts({ candidate: sunday, others: busy }))).toHaveLength(1);
  });
});
