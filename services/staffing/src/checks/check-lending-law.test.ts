import { checkLending } from '../lending/check-lending';
import { addDays } from '../lending/months';
import { nothingToFind } from './check-lending-law';
import { makeFacts } from './conflict-facts.fixture';
import type { LendingFacts } from './types';

const lending = (lendings: LendingFacts['lendings'], employedByClient: LendingFacts['employedByClient'] = []): LendingFacts => ({
  party: { id: 'c1', name: 'Sonnenhof', isClient: true },
  limits: {},
  lendings,
  employedByClient,
});

describe('the lending rules skip the core only where it finds nothing', () => {
  const from = '2028-07-01';
  it('an earlier lending ending 93 days before (3 months + 1 day at most) is skipped; 92 days before is not', () => {
    const facts = makeFacts({ candidate: { startDate: from, endDate: addDays(from, 13) } });
    expect(nothingToFind(facts, lending([{ from: '2027-01-01', to: addDays(from, -94) }]))).toBe(true);
    expect(nothingToFind(facts, lending([{ from: '2027-01-01', to: addDays(from, -93) }]))).toBe(false);
    expect(nothingToFind(facts, lending([], [{ from: '2020-01-01', to: '2020-12-31' }]))).toBe(false);
    expect(nothingToFind(facts, lending([{ from: addDays(from, 14), to: '2029-12-31' }]))).toBe(true);
    expect(nothingToFind(makeFacts({ candidate: { startDate: from, endDate: addDays(from, 27) } }), lending([]))).toBe(false);
  });

  it('whenever it skips, the core finds nothing (every gap from 60 to 130 days, candidates of 1–27 days, maxima from 1 month)', () => {
    for (let gap = 60; gap <= 130; gap++) {
      for (const days of [1, 14, 27]) {
        const periods = [{ from: '2026-01-01', to: addDays(from, -gap - 1) }];
        const facts = makeFacts({ candidate: { startDate: from, endDate: addDays(from, days - 1) } });
        if (!nothingToFind(facts, lending(periods))) continue;
        for (const maxMonths of [1, 18]) {
          expect(checkLending({ candidate: { from, to: addDays(from, days - 1) }, lendings: periods, limits: { maxMonths } })).toEqual([]);
        }
      }
    }
  });
});
