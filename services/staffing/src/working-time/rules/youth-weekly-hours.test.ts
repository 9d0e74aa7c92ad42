import { daily, duty, facts, other, run } from './rules.fixture';
import { youthWeeklyHours } from './youth-weekly-hours';

const employee = { dateOfBirth: '2009-01-01' };

describe('YOUTH_WEEKLY_HOURS_EXCEEDED (JArbSchG §8)', () => {
  it('40 h a week are allowed; 40.5 h are not', () => {
    const week = daily(duty, '2026-05-04', 5, '07:00', '16:00', 60);
    expect(run(youthWeeklyHours, facts({ employee, candidate: week }))).toEqual([]);
    const [f] = run(youthWeeklyHours, facts({ employee, candidate: week, others: [other('2026-05-09', '08:00', '08:30')] }));
    expect(f.details).toMatchObject({ week: '2026-W19', plannedHours: 40.5, limitHours: 40 });
  });
});
