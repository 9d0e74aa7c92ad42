import { fromDayNumber, toDayNumber } from '../../shared/dates';
import { summariseWeeks } from '../other-weeks';
import { defaultParameters } from '../parameters';
import { freeSundays } from './free-sundays';
import { duty, facts, other, run } from './rules.fixture';

// 2027 has 52 Sundays, the first on 2027-01-03.
const sundays = (n: number) => Array.from({ length: n }, (_, i) => other(fromDayNumber(toDayNumber('2027-01-03') + 7 * i), '06:00', '14:00'));

describe('FREE_SUNDAYS_TOO_FEW (ArbZG §11 Abs. 1)', () => {
  it('37 Sundays worked leave 15 free: allowed', () => {
    const all = sundays(37);
    expect(run(freeSundays, facts({ candidate: [all[36]].map((d) => ({ ...d, assignmentId: undefined })), others: all.slice(0, 36) }))).toEqual([]);
  });

  it('38 Sundays worked leave 14: reported', () => {
    const all = sundays(38);
    const [f] = run(freeSundays, facts({ candidate: [duty(all[37].date, '06:00', '14:00')], others: all.slice(0, 37) }));
    expect(f.details).toEqual({ year: 2027, sundays: 52, workedSundays: 38, freeSundays: 14, minFreeSundays: 15 });
    expect(f.remedy?.en).toBe('Free 1 more Sunday(s) in 2027.');
  });

  it('issue case: 40 Sundays worked in a year are reported', () => {
    const all = sundays(40);
    expect(run(freeSundays, facts({ candidate: [duty(all[39].date, '06:00', '14:00')], others: all.slice(0, 39) }))[0].details).toMatchObject({ workedSundays: 40, freeSundays: 12 });
  });

  it('a Saturday night into Sunday counts as Sunday work', () => {
    const all = sundays(37);
    const sat = fromDayNumber(toDayNumber(all[36].date) + 6); // the Saturday after the 37th Sunday
    expect(run(freeSundays, facts({ candidate: [duty(sat, '22:00', '06:00')], others: all }))[0].details).toMatchObject({ workedSundays: 38 });
  });
});

describe('FREE_SUNDAYS_TOO_FEW with worked Sundays beyond the duties window', () => {
  it('counts Sundays known only from the week sums (otherWeeks) like duties, each once', () => {
    const all = sundays(38);
    const candidate = [duty(all[37].date, '06:00', '14:00')];
    const near = all.slice(30, 37);
    const weeks = (list: typeof all) => summariseWeeks(list, defaultParameters.timeZone);
    // A Sunday worked twice (two duties) is one worked Sunday.
    const [f] = run(freeSundays, facts({ candidate, others: near, otherWeeks: weeks([...all.slice(0, 37), near[0]]) }));
    expect(f.details).toMatchObject({ workedSundays: 38, freeSundays: 14 });
    expect(run(freeSundays, facts({ candidate, others: near, otherWeeks: weeks(all.slice(1, 37)) }))).toEqual([]);
  });
});
