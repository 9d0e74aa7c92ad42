import { makeFacts, other } from './conflict-facts.fixture';
import { defaultSeverities } from './default-severities';
import { runConflictChecks } from './run-checks';
import type { SeveritySettings } from './types';

const allWarnings: SeveritySettings = {
  qualification: 'Warning', availability: 'Warning', workingHours: 'Warning', overlap: 'Warning', contractCoverage: 'Warning',
};

describe('runConflictChecks', () => {
  it('can save without findings', () => {
    expect(runConflictChecks(makeFacts(), defaultSeverities)).toEqual({ canSave: true, findings: [] });
  });

  it('uses the documented default severities', () => {
    expect(defaultSeverities).toEqual({
      qualification: 'Error', availability: 'Error', workingHours: 'Warning', overlap: 'Error', contractCoverage: 'Warning',
    });
  });

  it('attaches the configured severity per check, in check order', () => {
    const facts = makeFacts({
      employee: { qualifications: ['CA'], weeklyHours: 30 },
      absences: [{ id: 'ab1', type: 'Sick', startDate: '2026-05-05', endDate: '2026-05-05' }],
      otherAssignments: [other({ startDate: '2026-05-20', endDate: '2026-05-22' }), other({ id: 'a3', startDate: '2026-05-08', endDate: '2026-05-08', hoursPerDay: 1 })],
      contracts: [],
    });
    const { canSave, findings } = runConflictChecks(facts, defaultSeverities);
    expect(canSave).toBe(false);
    expect(findings.map((f) => [f.check, f.code, f.severity])).toEqual([
      ['qualification', 'QUALIFICATION_MISSING', 'Error'],
      ['availability', 'ABSENCE_OVERLAP', 'Error'],
      ['workingHours', 'WEEKLY_HOURS_EXCEEDED', 'Warning'],
      ['overlap', 'ASSIGNMENT_OVERLAP', 'Error'],
      ['contractCoverage', 'CONTRACT_COVERAGE_MISSING', 'Warning'],
    ]);
  });

  it('can save when every finding is only a warning', () => {
    const facts = makeFacts({ employee: { qualifications: [] }, contracts: [] });
    const result = runConflictChecks(facts, allWarnings);
    expect(result.canSave).toBe(true);
    expect(result.findings.map((f) => f.severity)).toEqual(['Warning', 'Warning']);
  });

  it('blocks saving when an admin raises a default warning to an error', () => {
    const facts = makeFacts({ contracts: [] });
    expect(runConflictChecks(facts, defaultSeverities).canSave).toBe(true);
    expect(runConflictChecks(facts, { ...defaultSeverities, contractCoverage: 'Error' }).canSave).toBe(false);
  });
});
