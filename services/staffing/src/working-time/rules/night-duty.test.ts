import { daily, duty, facts, other, run } from './rules.fixture';
import { nightDuty } from './night-duty';
import { runWorkingTimeRules } from '../run-rules';

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

describe('NIGHT_DUTY_TOO_LONG on partial (narrow) facts: asks for the wide window only for a candidate night duty over 8 h net', () => {
  const codes = (r: ReturnType<typeof runWorkingTimeRules>) => r.findings.map((f) => f.code);
  const night = (start: string, end: string, breakMinutes: number, date = '2026-05-04') =>
    runWorkingTimeRules(facts({ candidate: [duty(date, start, end, breakMinutes)], partial: true }));

  it.each([
    ['22:00–07:00 with 30 min break: 8.5 h net, 7 h at night', '22:00', '07:00', 30],
    ['22:00–06:31 with 30 min break: 8 h 01 min net', '22:00', '06:31', 30],
    ['20:00–05:00 without break: 9 h net, 6 h at night (23:00–05:00)', '20:00', '05:00', 0],
    ['14:00–01:01 without break: 2 h 01 min at night', '14:00', '01:01', 0],
  ])('%s: needsWiderFacts and no findings', (_name, start, end, breakMinutes) => {
    expect(night(start, end, breakMinutes)).toEqual({ canSave: true, findings: [], needsWiderFacts: true });
  });

  it.each([
    ['22:00–06:30 with 30 min break: 8 h net exactly', '22:00', '06:30', 30],
    ['22:00–06:00 without break: 8 h net', '22:00', '06:00', 0],
    ['14:00–01:00 without break: 11 h net but only 2 h at night (no night work)', '14:00', '01:00', 0],
    ['06:00–18:00 without break: 12 h net, no night time at all', '06:00', '18:00', 0],
  ])('%s: answered at once, no night finding', (_name, start, end, breakMinutes) => {
    const r = night(start, end, breakMinutes);
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).not.toContain('NIGHT_DUTY_TOO_LONG');
  });

  it('DST: 22:00–07:00 with 30 min into the spring change lasts 7.5 h (no ask), 22:00–06:00 with 30 min into the autumn change 8.5 h (asks)', () => {
    expect(night('22:00', '07:00', 30, '2027-03-27').needsWiderFacts).toBeUndefined();
    expect(night('22:00', '06:00', 30, '2027-10-30').needsWiderFacts).toBe(true);
    expect(night('22:00', '06:00', 30, '2027-10-23').needsWiderFacts).toBeUndefined();
  });

  it('a long night duty of another assignment does not ask', () => {
    const r = runWorkingTimeRules(facts({ candidate: [duty('2026-05-06', '08:00', '12:00')], others: [other('2026-05-04', '22:00', '07:00', 30)], partial: true }));
    expect(r.needsWiderFacts).toBeUndefined();
    expect(codes(r)).toEqual([]);
  });

  it('the same facts without partial answer normally: averaged in an empty month (no finding), over 10 h reported', () => {
    const averaged = runWorkingTimeRules(facts({ candidate: [duty('2026-05-04', '22:00', '07:00', 30)] }));
    expect(averaged.needsWiderFacts).toBeUndefined();
    expect(codes(averaged)).toEqual([]);
    const over10 = runWorkingTimeRules(facts({ candidate: [duty('2026-05-04', '20:00', '06:01', 0)] }));
    expect(over10.needsWiderFacts).toBeUndefined();
    expect(codes(over10)).toContain('NIGHT_DUTY_TOO_LONG');
    expect(over10.findings.find((f) => f.code === 'NIGHT_DUTY_TOO_LONG')?.details).toMatchObject({ netHours: 10.02, averagingAllowed: false });
  });
});
