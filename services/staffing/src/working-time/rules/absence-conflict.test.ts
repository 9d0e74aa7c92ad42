import { absenceConflict } from './absence-conflict';
import { daily, duty, facts, run } from './rules.fixture';

const sick = { id: 'ab1', type: 'sickness', typeLabel: 'Krankheit', startDate: '2026-05-05', endDate: '2026-05-06' };

describe('ABSENCE_CONFLICT', () => {
  it('issue case: a sick note over assigned days names the days and the absence', () => {
    const [f] = run(absenceConflict, facts({ absences: [sick], candidate: daily(duty, '2026-05-04', 4, '06:00', '14:00') }));
    expect(f.details).toEqual({ absenceId: 'ab1', absenceType: 'sickness', startDate: '2026-05-05', endDate: '2026-05-06', dates: ['2026-05-05', '2026-05-06'] });
    expect(f.text.de).toBe('Anna Müller ist abwesend (Krankheit 05.05.2026–06.05.2026) an 2 Diensttag(en): 05.05. und 06.05.2026.');
    expect(f.related).toContainEqual({ type: 'absence', id: 'ab1', label: 'Krankheit 05.05.2026–06.05.2026' });
  });

  it('days just before and after the absence are free of findings', () => {
    expect(run(absenceConflict, facts({ absences: [sick], candidate: [duty('2026-05-04', '06:00', '14:00'), duty('2026-05-07', '06:00', '14:00')] }))).toEqual([]);
  });
});
