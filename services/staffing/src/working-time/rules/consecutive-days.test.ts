import { consecutiveDays } from './consecutive-days';
import { daily, duty, facts, other, run } from './rules.fixture';

describe('CONSECUTIVE_DAYS_EXCEEDED', () => {
  it('6 days in a row are allowed; 7 are not', () => {
    expect(run(consecutiveDays, facts({ candidate: daily(duty, '2026-05-04', 6, '06:00', '14:00') }))).toEqual([]);
    const [f] = run(consecutiveDays, facts({ candidate: daily(duty, '2026-05-04', 7, '06:00', '14:00') }));
    expect(f.details).toEqual({ from: '2026-05-04', to: '2026-05-10', days: 7, limitDays: 6 });
    expect(f.remedy?.de).toBe('Spätestens am 10.05.2026 einen freien Tag einplanen.');
  });

  it('issue case: 10 h every day Thursday to Wednesday (seven days in a row) is reported', () => {
    expect(run(consecutiveDays, facts({ candidate: daily(duty, '2026-05-07', 7, '06:00', '16:00') }))).toHaveLength(1);
  });

  it('issue case: seven nights 22:00–06:00 are reported', () => {
    expect(run(consecutiveDays, facts({ candidate: daily(duty, '2026-05-04', 7, '22:00', '06:00') }))[0].details).toMatchObject({ days: 7 });
  });

  it('issue case: 13 consecutive working days across two assignments, including a duty without times', () => {
    const others = [...daily(other, '2026-05-01', 6, '06:00', '14:00'), other('2026-05-07', null, null, null)];
    const [f] = run(consecutiveDays, facts({ candidate: daily(duty, '2026-05-08', 6, '06:00', '14:00'), others }));
    expect(f.details).toMatchObject({ from: '2026-05-01', to: '2026-05-13', days: 13 });
  });

  it('a run not touching the candidate is not reported here', () => {
    expect(run(consecutiveDays, facts({ candidate: [duty('2026-05-20', '06:00', '14:00')], others: daily(other, '2026-05-01', 7, '06:00', '14:00') }))).toEqual([]);
  });
});
