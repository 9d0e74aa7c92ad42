import { daily, duty, facts, other, run } from './rules.fixture';
import { nightDuty } from './night-duty';

describe('NIGHT_DUTY_TOO_LONG (ArbZG §6 Abs. 2)', () => {
  it('a single 8 h night is fine; 8 h 01 min is averaged by an otherwise empty month', () => {
    expect(run(nightDuty, facts({ candidate: [duty('2026-05-04', '22:00', '06:00')] }))).toEqual([]);
    expect(run(nightDuty, facts({ candidate: [duty('2026-05-04', '22:00', '06:01')] }))).toEqual([]);
  });

  it('9.5 h nights every day of May average above 8 h per working day: reported with both averages', () => {
    const nights = daily(other, '2026-05-01', 30, '21:00', '06:30');
    const [f] = run(nightDuty, facts({ candidate: [duty('2026-05-31', '21:00', '06:30')], others: nights }));
    // May 2026: 31 × 9.5 h over 26 working days; four weeks 04.05.–31.05.: 28 × 9.5 h over 24 working days
    expect(f.details).toEqual({
      date: '2026-05-31', netHours: 9.5, nightHours: 7, limitHours: 8, monthAverageHours: 11.33, fourWeekAverageHours: 11.08, averagingAllowed: true,
    });
    expect(f.text.en).toContain('not averaged to 8 h: calendar month avg 11.33 h, four weeks avg 11.08 h per working day');
  });

  it('the same night in an otherwise light month is averaged: no finding', () => {
    expect(run(nightDuty, facts({ candidate: [duty('2026-06-01', '21:00', '06:30')], others: daily(other, '2026-05-01', 30, '21:00', '06:30') }))).toEqual([]);
  });

  it('more than 10 h net at night is reported even when averaged', () => {
    const [f] = run(nightDuty, facts({ candidate: [duty('2026-05-04', '20:00', '06:01')] }));
    expect(f.details).toMatchObject({ averagingAllowed: false, netHours: 10.02 });
  });

  it('a duty with 2 h at night is no night work; 2 h 01 min is', () => {
    expect(run(nightDuty, facts({ candidate: [duty('2026-05-04', '14:00', '01:00')] }))).toEqual([]);
    expect(run(nightDuty, facts({ candidate: [duty('2026-05-04', '14:00', '01:01')] }))[0].details).toMatchObject({ nightHours: 2.02 });
  });
});
