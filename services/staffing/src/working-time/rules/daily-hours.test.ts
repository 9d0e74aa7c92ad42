import { dailyHours } from './daily-hours';
import { duty, facts, other, run } from './rules.fixture';

describe('DAILY_HOURS_EXCEEDED (ArbZG §3)', () => {
  it('10 h net are allowed; 10 h 01 min are not', () => {
    expect(run(dailyHours, facts({ candidate: [duty('2026-05-04', '06:00', '16:45', 45)] }))).toEqual([]);
    const [f] = run(dailyHours, facts({ candidate: [duty('2026-05-04', '06:00', '16:46', 45)] }));
    expect(f.details).toMatchObject({ date: '2026-05-04', plannedHours: 10.02, limitHours: 10 });
  });

  it('adds duties at two facilities on one day and names the remedy', () => {
    const [f] = run(dailyHours, facts({ candidate: [duty('2026-05-04', '06:00', '12:00')], others: [other('2026-05-04', '13:00', '19:30')] }));
    expect(f.details).toMatchObject({ plannedHours: 12.5, excessHours: 2.5 });
    expect(f.remedy).toEqual({ de: '2,5 h am 04.05.2026 streichen.', en: 'Remove 2.5 h on 2026-05-04.' });
    expect(f.related.map((r) => r.label)).toEqual(expect.arrayContaining(['Anna Müller', 'Haus Linde', 'Haus Sonne', 'Nachtwache']));
  });

  it('issue case: Frühdienst 06:00–14:30 with 30 min break is 8 h, no finding', () => {
    expect(run(dailyHours, facts({ candidate: [duty('2026-05-04', '06:00', '14:30', 30)] }))).toEqual([]);
  });
});
