import { checkQualification } from './check-qualification';
import { makeFacts } from './conflict-facts.fixture';

describe('checkQualification', () => {
  it('passes when the order requires nothing', () => {
    expect(checkQualification(makeFacts({ order: { requiredQualification: null }, employee: { qualifications: [] } }))).toEqual([]);
  });

  it('passes when the employee holds the required qualification', () => {
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'LPN' }, employee: { qualifications: ['LPN'] } }))).toEqual([]);
  });

  it('passes when the employee holds a higher-ranked qualification', () => {
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'CA' }, employee: { qualifications: ['RN'] } }))).toEqual([]);
  });

  it('reports a lower-ranked qualification', () => {
    const findings = checkQualification(makeFacts({ order: { requiredQualification: 'RN' }, employee: { qualifications: ['CA', 'LPN'] } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      check: 'qualification',
      code: 'QUALIFICATION_MISSING',
      related: [{ type: 'order', id: 'o1' }, { type: 'employee', id: 'e1' }],
      details: { requiredQualification: 'RN', requiredRank: 3, employeeQualifications: ['CA', 'LPN'] },
    });
    expect(findings[0].message).toBe(
      "The order requires the qualification 'RN', but the employee holds neither it nor a higher-ranked one (held: CA, LPN).",
    );
  });

  it('does not accept an equal rank of a different code', () => {
    const facts = makeFacts({ order: { requiredQualification: 'LPN' }, employee: { qualifications: ['PN'] }, qualificationRanks: { LPN: 2, PN: 2 } });
    expect(checkQualification(facts).map((f) => f.code)).toEqual(['QUALIFICATION_MISSING']);
  });

  it('requires an exact match for an unranked requirement and reports an employee without qualifications', () => {
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'ICU' }, employee: { qualifications: ['RN'] } }))).toHaveLength(1);
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'ICU' }, employee: { qualifications: ['ICU'] } }))).toEqual([]);
    const none = checkQualification(makeFacts({ employee: { qualifications: [] } }));
    expect(none[0].message).toContain('(held: none)');
  });
});
