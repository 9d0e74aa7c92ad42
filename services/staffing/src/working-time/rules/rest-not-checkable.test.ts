import { restNotCheckable } from './rest-not-checkable';
import { duty, facts, other, run } from './rules.fixture';

describe('REST_NOT_CHECKABLE', () => {
  const candidate = [duty('2026-05-04', '06:00', '14:00')];

  it('issue case: the other order has no shift times on the day before: rest not checkable, said as such', () => {
    const [f] = run(restNotCheckable, facts({ candidate, others: [other('2026-05-03', null, null, null)] }));
    expect(f.text.de).toBe('Ruhezeit nicht prüfbar: Der Dienst 03.05.2026 (ohne Zeiten), Haus Linde, Auftrag Nachtwache hat keine Uhrzeiten.');
    expect(f.details).toEqual({ date: '2026-05-03', orderId: 'o2', assignmentId: 'a2' });
  });

  it('the day after counts too; two days away does not', () => {
    expect(run(restNotCheckable, facts({ candidate, others: [other('2026-05-05', null, null, null)] }))).toHaveLength(1);
    expect(run(restNotCheckable, facts({ candidate, others: [other('2026-05-06', null, null, null), other('2026-05-02', null, null, null)] }))).toEqual([]);
  });

  it('the candidate’s own duties without times are one finding for the assignment, with their count', () => {
    const own = [duty('2026-05-04', null, null, null), duty('2026-05-05', null, null, null)];
    const found = run(restNotCheckable, facts({ candidate: own }));
    expect(found).toHaveLength(1);
    expect(found[0].details).toEqual({ date: '2026-05-04', orderId: 'o1', assignmentId: null, untimedDuties: 2 });
    expect(found[0].text.en).toBe('Rest period not checkable: 2 duty(ies) of this assignment from 2026-05-04 (no times), Haus Sonne, order Frühdienst Station 2 have no times.');
  });
});
