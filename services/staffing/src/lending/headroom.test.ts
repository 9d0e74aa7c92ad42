import { lendingHeadroom } from './headroom';

describe('lending headroom: (B − L) / (B − W), 1 when only the window counts, 0 at the maximum', () => {
  const july = { from: '2028-07-01', to: '2028-07-31' };

  it('no earlier lending, or one before a reset: 1', () => {
    expect(lendingHeadroom([], july).value).toBe(1);
    // Interruption 01.01.–30.06.2028: more than three months.
    expect(lendingHeadroom([{ from: '2027-01-01', to: '2027-12-31' }], july).value).toBe(1);
    // A later lending does not count for the window.
    expect(lendingHeadroom([{ from: '2028-09-01', to: '2028-12-31' }], july).value).toBe(1);
  });

  it('lent 01.01.–30.06.2028 before: B = 547 days from 01.01.2028, L = 182 + 31, W = 31', () => {
    const h = lendingHeadroom([{ from: '2028-01-01', to: '2028-06-30' }], july);
    expect(h).toEqual({ value: (547 - 213) / (547 - 31), budgetDays: 547, lentDays: 213, windowDays: 31, lastLawfulDay: '2029-06-30' });
  });

  it('the window ending on the last lawful day: 0; one day earlier: 1 / (B − W)', () => {
    const before = [{ from: '2027-01-01', to: '2028-05-31' }];
    expect(lendingHeadroom(before, { from: '2028-06-01', to: '2028-06-30' }).value).toBe(0);
    expect(lendingHeadroom(before, { from: '2028-06-01', to: '2028-06-29' }).value).toBe(1 / (547 - 29));
    expect(lendingHeadroom(before, { from: '2028-06-01', to: '2028-07-31' }).value).toBe(0);
  });

  it("the client's own maximum sets the budget", () => {
    expect(lendingHeadroom([{ from: '2028-01-01', to: '2028-06-30' }], july, { maxMonths: 24 }).budgetDays).toBe(731);
  });
});
