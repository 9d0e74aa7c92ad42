import { dutyOverlap } from './duty-overlap';
import { duty, facts, other, run } from './rules.fixture';

describe('DUTY_OVERLAP', () => {
  it('issue case: a night 21:00–06:00 on 3 May and 05:00–13:00 on 4 May elsewhere overlap by 1 h', () => {
    const [f, ...rest] = run(dutyOverlap, facts({ candidate: [duty('2026-05-04', '05:00', '13:00')], others: [other('2026-05-03', '21:00', '06:00')] }));
    expect(rest).toEqual([]);
    expect(f.details).toMatchObject({ date: '2026-05-04', otherDate: '2026-05-03', overlapHours: 1, otherAssignmentId: 'a2' });
    expect(f.text.de).toBe('Der Dienst 04.05.2026 05:00–13:00, Haus Sonne, Auftrag Frühdienst Station 2 überschneidet sich um 1 h mit dem Dienst 03.05.2026 21:00–06:00, Haus Linde, Auftrag Nachtwache.');
    expect(f.remedy?.en).toBe('Start the duty at 06:00 at the earliest or move the other duty.');
    expect(f.related).toContainEqual({ type: 'facility', id: 'f2', label: 'Haus Linde' });
  });

  it('issue case: a split shift 06:00–10:00 and 17:00–21:00 on the same day does not overlap', () => {
    expect(run(dutyOverlap, facts({ candidate: [duty('2026-05-04', '06:00', '10:00')], others: [other('2026-05-04', '17:00', '21:00')] }))).toEqual([]);
  });

  it('boundary: touching duties (end = start) do not overlap; one minute more does', () => {
    const c = [duty('2026-05-04', '06:00', '14:00')];
    expect(run(dutyOverlap, facts({ candidate: c, others: [other('2026-05-04', '14:00', '22:00')] }))).toEqual([]);
    expect(run(dutyOverlap, facts({ candidate: c, others: [other('2026-05-04', '13:59', '22:00')] }))).toHaveLength(1);
    expect(run(dutyOverlap, facts({ candidate: c, others: [other('2026-05-04', '14:01', '22:00')] }))).toEqual([]);
  });

  it('reports two candidate duties overlapping each other once', () => {
    expect(run(dutyOverlap, facts({ candidate: [duty('2026-05-04', '06:00', '14:00'), duty('2026-05-04', '12:00', '20:00')] }))).toHaveLength(1);
  });
});
