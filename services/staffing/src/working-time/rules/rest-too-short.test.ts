import { restTooShort } from './rest-too-short';
import { duty, facts, other, run } from './rules.fixture';

describe('REST_TOO_SHORT (ArbZG §5 Abs. 1)', () => {
  it('issue case: 27→28 March 2027 21:00→07:00 is 9 h of real rest (DST), with the earliest start', () => {
    const [f] = run(restTooShort, facts({ candidate: [duty('2027-03-28', '07:00', '15:00')], others: [other('2027-03-27', '13:00', '21:00')] }));
    expect(f.details).toMatchObject({ restHours: 9, requiredHours: 11, earliestStart: '2027-03-28 09:00' });
    expect(f.remedy).toEqual({ de: 'Frühester Beginn mit 11 h Ruhezeit: 09:00.', en: 'Earliest start that keeps 11 h rest: 09:00.' });
    expect(f.text.de).toContain('nur 9 h Ruhezeit');
  });

  it('issue case: 30→31 October 2027 20:00→06:00 is 11 h of real rest: no finding', () => {
    expect(run(restTooShort, facts({ candidate: [duty('2027-10-31', '06:00', '14:00')], others: [other('2027-10-30', '12:00', '20:00')] }))).toEqual([]);
  });

  it('boundary at the care minimum: 9 h 59 min reported, 10 h not (10–11 h is the shortened-rest rule)', () => {
    const before = [other('2026-05-03', '12:00', '20:00')];
    expect(run(restTooShort, facts({ candidate: [duty('2026-05-04', '05:59', '14:00')], others: before }))).toHaveLength(1);
    expect(run(restTooShort, facts({ candidate: [duty('2026-05-04', '06:00', '14:00')], others: before }))).toEqual([]);
  });

  it('without the care exception every rest under 11 h is reported; 11 h is not', () => {
    const p = { careShortenedRestHours: 11 };
    const before = [other('2026-05-03', '12:00', '20:00')];
    expect(run(restTooShort, facts({ candidate: [duty('2026-05-04', '06:59', '14:00')], others: before }), p)).toHaveLength(1);
    expect(run(restTooShort, facts({ candidate: [duty('2026-05-04', '07:00', '14:00')], others: before }), p)).toEqual([]);
  });

  it('the gap inside a split shift on one day is not a rest period', () => {
    expect(run(restTooShort, facts({ candidate: [duty('2026-05-04', '06:00', '10:00')], others: [other('2026-05-04', '17:00', '21:00')] }))).toEqual([]);
  });

  it('checks the rest after the candidate as well', () => {
    const [f] = run(restTooShort, facts({ candidate: [duty('2026-05-04', '14:00', '22:00')], others: [other('2026-05-05', '06:00', '14:00')] }));
    expect(f.details).toMatchObject({ restHours: 8, previousDutyDate: '2026-05-04', nextDutyDate: '2026-05-05' });
  });
});
