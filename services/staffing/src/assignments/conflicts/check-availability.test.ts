import { checkAvailability } from './check-availability';
import { makeFacts } from './conflict-facts.fixture';

const codes = (facts: ReturnType<typeof makeFacts>) => checkAvailability(facts).map((f) => f.code);

describe('checkAvailability', () => {
  it('passes for an active employee without absences', () => {
    expect(checkAvailability(makeFacts())).toEqual([]);
  });

  it('reports an inactive employee', () => {
    expect(codes(makeFacts({ employee: { active: false } }))).toEqual(['EMPLOYEE_INACTIVE']);
  });

  it('accepts entry on the first day and exit on the last day of the range', () => {
    expect(checkAvailability(makeFacts({ employee: { entryDate: '2026-05-04', exitDate: '2026-05-08' } }))).toEqual([]);
  });

  it('reports an entry after the start', () => {
    const [finding] = checkAvailability(makeFacts({ employee: { entryDate: '2026-05-05' } }));
    expect(finding).toMatchObject({ code: 'NOT_YET_EMPLOYED', details: { entryDate: '2026-05-05', startDate: '2026-05-04' } });
    expect(finding.message).toBe('The employee only starts on 2026-05-05, after the assignment start 2026-05-04.');
  });

  it('reports an exit before the end', () => {
    const [finding] = checkAvailability(makeFacts({ employee: { exitDate: '2026-05-07' } }));
    expect(finding).toMatchObject({ code: 'EMPLOYMENT_ENDED', details: { exitDate: '2026-05-07', endDate: '2026-05-08' } });
    expect(finding.message).toBe('The employee leaves on 2026-05-07, before the assignment end 2026-05-08.');
  });

  it('reports one finding per overlapping absence, including ones touching the first or last day', () => {
    const findings = checkAvailability(makeFacts({
      absences: [
        { id: 'ab1', type: 'Vacation', startDate: '2026-04-27', endDate: '2026-05-04' },
        { id: 'ab2', type: 'Sick', startDate: '2026-05-08', endDate: '2026-05-12' },
        { id: 'ab3', type: 'Vacation', startDate: '2026-05-09', endDate: '2026-05-15' },
        { id: 'ab4', type: 'Vacation', startDate: '2026-04-01', endDate: '2026-05-03' },
      ],
    }));
    expect(findings.map((f) => f.related)).toEqual([[{ type: 'absence', id: 'ab1' }], [{ type: 'absence', id: 'ab2' }]]);
    expect(findings[0]).toMatchObject({
      check: 'availability',
      code: 'ABSENCE_OVERLAP',
      details: { absenceId: 'ab1', absenceType: 'Vacation', overlapFrom: '2026-05-04', overlapTo: '2026-05-04' },
    });
    expect(findings[0].message).toBe(
      'The employee is absent (Vacation) from 2026-04-27 to 2026-05-04, overlapping the assignment on 2026-05-04.',
    );
  });

  it('reports several problems together', () => {
    const facts = makeFacts({
      employee: { active: false, entryDate: '2026-05-06', exitDate: '2026-05-07' },
      absences: [{ id: 'ab1', type: 'Sick', startDate: '2026-05-05', endDate: '2026-05-06' }],
    });
    expect(codes(facts)).toEqual(['EMPLOYEE_INACTIVE', 'NOT_YET_EMPLOYED', 'EMPLOYMENT_ENDED', 'ABSENCE_OVERLAP']);
  });
});
