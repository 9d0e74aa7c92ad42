import { checkQualification, qualification } from './check-qualification';
import { makeFacts, words } from './conflict-facts.fixture';

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

  it('reports a lower-ranked qualification with names, labels, legal source and a remedy in both languages', () => {
    const findings = checkQualification(makeFacts({ order: { requiredQualification: 'LPN' }, employee: { qualifications: ['CA'] } }));
    expect(findings).toHaveLength(1);
    expect(qualification).toMatchObject({ check: 'qualification', legalSource: 'AÜG §12 Abs. 1 Satz 3 (geforderte Qualifikation)' });
    expect(findings[0]).toMatchObject({
      code: 'QUALIFICATION_MISSING',
      related: [
        { type: 'order', id: 'o1', label: '2026-05-01 – 2026-05-31' },
        { type: 'employee', id: 'e1', label: 'Anna Müller' },
        { type: 'facility', id: 'f1', label: 'Haus Sonne' },
      ],
      details: { requiredQualification: 'LPN', requiredRank: 2, employeeQualifications: ['CA'], acceptedQualifications: ['LPN', 'RN'] },
    });
    expect(words(findings[0]).text).toEqual({
      de: 'Auftrag 01.05.2026–31.05.2026 (Haus Sonne) verlangt „Licensed practical nurse“; Anna Müller hat weder diese noch eine höherrangige Qualifikation (vorhanden: Care assistant).',
      en: "Order 2026-05-01 to 2026-05-31 (Haus Sonne) requires 'Licensed practical nurse'; Anna Müller holds neither it nor a higher-ranked one (held: Care assistant).",
    });
    expect(words(findings[0]).remedy).toEqual({
      de: 'Jemanden mit „Licensed practical nurse“ oder höher (Registered nurse) einplanen, oder die Qualifikation bei Anna Müller nachtragen, falls sie vorliegt.',
      en: "Assign someone with 'Licensed practical nurse' or higher (Registered nurse), or record the qualification for Anna Müller if they hold it.",
    });
  });

  it('does not accept an equal rank of a different code', () => {
    const facts = makeFacts({ order: { requiredQualification: 'LPN' }, employee: { qualifications: ['PN'] }, qualificationRanks: { LPN: 2, PN: 2 } });
    expect(checkQualification(facts).map((f) => f.code)).toEqual(['QUALIFICATION_MISSING']);
  });

  it('requires an exact match for an unranked requirement and reports an employee without qualifications', () => {
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'ICU' }, employee: { qualifications: ['RN'] } }))).toHaveLength(1);
    expect(checkQualification(makeFacts({ order: { requiredQualification: 'ICU' }, employee: { qualifications: ['ICU'] } }))).toEqual([]);
    const [none] = checkQualification(makeFacts({ employee: { qualifications: [] } }));
    expect(words(none).text.de).toContain('(vorhanden: keine)');
    expect(words(none).text.en).toContain('(held: none)');
    const [unranked] = checkQualification(makeFacts({ order: { requiredQualification: 'ICU' }, employee: { qualifications: ['RN'] } }));
    expect(words(unranked).remedy?.en).toBe("Assign someone with 'ICU', or record the qualification for Anna Müller if they hold it.");
  });
});
