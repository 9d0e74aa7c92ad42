import { daily, duty, facts, run } from './rules.fixture';
import { youthDailyHours } from './youth-daily-hours';

const age15 = { dateOfBirth: '2011-06-01' };

describe('YOUTH_DAILY_HOURS_EXCEEDED (JArbSchG §8)', () => {
  it('8 h are allowed, 8 h 01 min are not', () => {
    expect(run(youthDailyHours, facts({ employee: age15, candidate: [duty('2026-05-04', '07:00', '16:00', 60)] }))).toEqual([]);
    const [f] = run(youthDailyHours, facts({ employee: age15, candidate: [duty('2026-05-04', '07:00', '16:01', 60)] }));
    expect(f.details).toEqual({ date: '2026-05-04', plannedHours: 8.02, limitHours: 8 });
  });

  it('applies up to the day before the 18th birthday, not on it', () => {
    const employee = { dateOfBirth: '2008-05-05' };
    const findings = run(youthDailyHours, facts({ employee, candidate: daily(duty, '2026-05-04', 2, '06:00', '16:00', 60) }));
    expect(findings.map((f) => f.details.date)).toEqual(['2026-05-04']);
  });

  it('adults are not concerned', () => {
    expect(run(youthDailyHours, facts({ candidate: [duty('2026-05-04', '06:00', '16:00', 60)] }))).toEqual([]);
  });
});
