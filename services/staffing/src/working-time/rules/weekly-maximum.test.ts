import { daily, duty, facts, other, run } from './rules.fixture';
import { weeklyMaximum } from './weekly-maximum';

// 2026-05-04 is a Monday (KW 19).
describe('WEEKLY_MAXIMUM_EXCEEDED (ArbZG §3)', () => {
  it('60 h in a week are allowed; 60.5 h are not', () => {
    const six = daily(duty, '2026-05-04', 6, '06:00', '16:00');
    expect(run(weeklyMaximum, facts({ candidate: six }))).toEqual([]);
    const [f] = run(weeklyMaximum, facts({ candidate: six, others: [other('2026-05-10', '06:00', '06:30')] }));
    expect(f.details).toMatchObject({ week: '2026-W19', plannedHours: 60.5, excessHours: 0.5 });
    expect(f.remedy?.de).toBe('0,5 h in KW 19/2026 (04.05.2026–10.05.2026) streichen.');
  });

  it('issue case: 10 h a day Thursday to Wednesday splits into 40 h + 30 h, within the weekly maximum', () => {
    expect(run(weeklyMaximum, facts({ candidate: daily(duty, '2026-05-07', 7, '06:00', '16:00') }))).toEqual([]);
  });
});
