import { daily, duty, facts, run } from './rules.fixture';
import { youthDaysPerWeek } from './youth-days-per-week';

const employee = { dateOfBirth: '2009-01-01' };

describe('YOUTH_DAYS_PER_WEEK_EXCEEDED (JArbSchG §15)', () => {
  it('5 days a week are allowed; 6 are not', () => {
    expect(run(youthDaysPerWeek, facts({ employee, candidate: daily(duty, '2026-05-04', 5, '08:00', '12:00') }))).toEqual([]);
    const [f] = run(youthDaysPerWeek, facts({ employee, candidate: daily(duty, '2026-05-04', 6, '08:00', '12:00') }));
    expect(f.details).toMatchObject({ week: '2026-W19', workDays: 6, limitDays: 5 });
    expect(f.remedy?.en).toBe('Free 1 day(s) in week 19 of 2026 (2026-05-04 to 2026-05-10).');
  });
});
