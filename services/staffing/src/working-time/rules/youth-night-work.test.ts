import { daily, duty, facts, run } from './rules.fixture';
import { youthNightWork } from './youth-night-work';

describe('YOUTH_NIGHT_WORK (JArbSchG §14)', () => {
  it('issue case: a 15-year-old on night shifts 22:00–06:00 is reported for every night, as one finding naming the nights', () => {
    const findings = run(youthNightWork, facts({ employee: { dateOfBirth: '2011-01-01' }, candidate: daily(duty, '2026-05-04', 3, '22:00', '06:00') }));
    expect(findings).toHaveLength(1);
    const day = (date: string) => ({ date, start: '22:00', end: '06:00' });
    expect(findings[0].details).toEqual({
      dates: ['2026-05-04', '2026-05-05', '2026-05-06'], age: 15, allowedFrom: '06:00', allowedUntil: '20:00',
      days: [day('2026-05-04'), day('2026-05-05'), day('2026-05-06')],
    });
    expect(findings[0].text.de).toBe('Anna Müller ist 15 Jahre alt: an 3 Tagen (04.05.–06.05.2026) liegen die Dienste 22:00–06:00, Haus Sonne, Auftrag Frühdienst Station 2 außerhalb von 06:00–20:00 Uhr.');
  });

  it('one night reads as the duty it is', () => {
    const [f] = run(youthNightWork, facts({ employee: { dateOfBirth: '2011-01-01' }, candidate: [duty('2026-05-04', '22:00', '06:00')] }));
    expect(f.details).toEqual({ date: '2026-05-04', start: '22:00', end: '06:00', age: 15, allowedFrom: '06:00', allowedUntil: '20:00' });
    expect(f.text.de).toBe('Anna Müller ist 15 Jahre alt: der Dienst 04.05.2026 22:00–06:00, Haus Sonne, Auftrag Frühdienst Station 2 liegt außerhalb von 06:00–20:00 Uhr.');
  });

  it('a birthday in the middle splits the nights: 15 until the day before, 16 from the birthday (until 23:00 then)', () => {
    const findings = run(youthNightWork, facts({ employee: { dateOfBirth: '2010-05-06' }, candidate: daily(duty, '2026-05-04', 4, '22:00', '06:00') }));
    expect(findings.map((f) => [f.details.age, f.details.dates ?? f.details.date])).toEqual([[15, ['2026-05-04', '2026-05-05']], [16, ['2026-05-06', '2026-05-07']]]);
  });

  it('under 16: until 20:00 is allowed, 20:01 is not; from 06:00 allowed, 05:59 not', () => {
    const employee = { dateOfBirth: '2011-01-01' };
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '12:00', '20:00')] }))).toEqual([]);
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '12:00', '20:01')] }))).toHaveLength(1);
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '06:00', '12:00')] }))).toEqual([]);
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '05:59', '12:00')] }))).toHaveLength(1);
  });

  it('over 16 in care (multiple shifts): until 23:00 allowed, 23:01 not', () => {
    const employee = { dateOfBirth: '2009-01-01' };
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '15:00', '23:00')] }))).toEqual([]);
    expect(run(youthNightWork, facts({ employee, candidate: [duty('2026-05-04', '15:00', '23:01')] }))[0].details).toMatchObject({ age: 17, allowedUntil: '23:00' });
  });
});
