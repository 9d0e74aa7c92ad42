import { toDayNumber } from '../../shared/dates';
import { defaultParameters } from '../parameters';
import { requiredWindow } from '../run-rules';
import { daily, duty, facts, other, run } from './rules.fixture';
import { weeklyAverage } from './weekly-average';

// 24 weeks of Mon–Sat 8 h (48 h) from Monday 2026-01-05 to Sunday 2026-06-21 (candidate week: KW 25).
function history(extraMinutes: number) {
  const others = [];
  for (let w = 0; w < 23; w++) {
    const monday = new Date(Date.UTC(2026, 0, 5 + w * 7)).toISOString().slice(0, 10);
    others.push(...daily(other, monday, 6, '06:00', '14:00'));
  }
  const candidate = daily(duty, '2026-06-15', 6, '06:00', '14:00');
  if (extraMinutes) candidate.push(duty('2026-06-21', '06:00', `06:${String(extraMinutes).padStart(2, '0')}`));
  return facts({ candidate, others });
}

describe('WEEKLY_AVERAGE_EXCEEDED (ArbZG §3)', () => {
  it('exactly 48 h on average over 24 weeks is allowed', () => {
    expect(run(weeklyAverage, history(0))).toEqual([]);
  });

  it('one minute more over 24 weeks is reported with window and average', () => {
    const [f] = run(weeklyAverage, history(24));
    expect(f.details).toEqual({ windowFrom: '2026-01-05', windowTo: '2026-06-21', weeks: 24, totalHours: 1152.4, averageHours: 48.02, limitHours: 48 });
    expect(f.remedy?.en).toBe('Remove 0.4 h between 2026-01-05 and 2026-06-21.');
  });

  it('one heavy week (58 h) alone does not exceed the average', () => {
    expect(run(weeklyAverage, facts({ candidate: daily(duty, '2026-06-15', 6, '06:00', '15:40') }))).toEqual([]);
  });

  it('reads the week sums 23 weeks back and no further, and no duties beyond the candidate', () => {
    const wed = toDayNumber('2026-06-17');
    expect(weeklyAverage.weeksWindow!({ from: wed, to: wed }, defaultParameters)).toEqual({ from: toDayNumber('2026-01-05'), to: toDayNumber('2026-06-21') });
    expect(weeklyAverage.window({ from: wed, to: wed }, defaultParameters)).toEqual({ from: wed, to: wed });
    expect(requiredWindow(['2026-06-17'])!.weeksFrom <= '2026-01-05').toBe(true);
  });
});
