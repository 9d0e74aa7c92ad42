import { checkOverlap } from './check-overlap';
import { makeFacts, other } from './conflict-facts.fixture';

describe('checkOverlap', () => {
  it('passes without other assignments or with adjacent ones', () => {
    expect(checkOverlap(makeFacts())).toEqual([]);
    const facts = makeFacts({
      otherAssignments: [
        other({ id: 'a2', startDate: '2026-04-20', endDate: '2026-05-03' }),
        other({ id: 'a3', startDate: '2026-05-09', endDate: '2026-05-20' }),
      ],
    });
    expect(checkOverlap(facts)).toEqual([]);
  });

  it('reports ranges touching on the first or last day, one finding per assignment', () => {
    const facts = makeFacts({
      otherAssignments: [
        other({ id: 'a2', orderId: 'o2', startDate: '2026-04-20', endDate: '2026-05-04' }),
        other({ id: 'a3', orderId: 'o3', startDate: '2026-05-08', endDate: '2026-05-20' }),
      ],
    });
    const findings = checkOverlap(facts);
    expect(findings).toHaveLength(2);
    expect(findings[0]).toEqual({
      check: 'overlap',
      code: 'ASSIGNMENT_OVERLAP',
      message: 'The employee is already assigned to order o2 from 2026-04-20 to 2026-05-04, overlapping on 2026-05-04.',
      related: [{ type: 'assignment', id: 'a2' }, { type: 'order', id: 'o2' }],
      details: {
        assignmentId: 'a2', orderId: 'o2', startDate: '2026-04-20', endDate: '2026-05-04',
        overlapFrom: '2026-05-04', overlapTo: '2026-05-04',
      },
    });
    expect(findings[1].related).toEqual([{ type: 'assignment', id: 'a3' }, { type: 'order', id: 'o3' }]);
  });

  it('reports an assignment enclosing the candidate with the candidate range as overlap', () => {
    const [finding] = checkOverlap(makeFacts({ otherAssignments: [other({ startDate: '2026-05-01', endDate: '2026-05-31' })] }));
    expect(finding.details).toMatchObject({ overlapFrom: '2026-05-04', overlapTo: '2026-05-08' });
  });
});
