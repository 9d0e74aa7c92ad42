import { defaultSeverities } from '../shared/severities';
import { requiredWindow, runWorkingTimeRules } from './run-rules';
import { workingTimeRules } from './rules';
import { daily, duty, facts, other } from './rules/rules.fixture';

const codes = (r: ReturnType<typeof runWorkingTimeRules>) => r.findings.map((f) => f.code);

describe('runWorkingTimeRules', () => {
  it('issue case: night 21:00–06:00 then 05:00–13:00 elsewhere is an overlap Error; saving is refused', () => {
    const r = runWorkingTimeRules(facts({ candidate: [duty('2026-05-04', '05:00', '13:00')], others: [other('2026-05-03', '21:00', '06:00')] }));
    expect(r.canSave).toBe(false);
    expect(r.findings[0]).toMatchObject({ check: 'overlap', severity: 'Error', code: 'DUTY_OVERLAP', legalSource: 'Dienstplanung: Doppelbuchung' });
    expect(r.findings[0].message).toMatch(/^Der Dienst 04\.05\.2026 05:00–13:00/);
  });

  it('issue case: a split shift at two facilities on one day saves without findings', () => {
    const r = runWorkingTimeRules(facts({ candidate: [duty('2026-05-04', '06:00', '10:00')], others: [other('2026-05-04', '17:00', '21:00')] }));
    expect(r).toEqual({ canSave: true, findings: [] });
  });

  it('working-time findings default to the workingHours severity (Warning) and can be set per rule', () => {
    const f = facts({ candidate: [duty('2027-03-28', '07:00', '15:00', 30)], others: [other('2027-03-27', '13:00', '21:00', 30)] });
    const warn = runWorkingTimeRules(f);
    expect(warn.canSave).toBe(true);
    expect(warn.findings).toEqual([expect.objectContaining({ code: 'REST_TOO_SHORT', severity: 'Warning', check: 'workingHours', legalSource: 'ArbZG §5 Abs. 1' })]);
    const strict = runWorkingTimeRules(f, { severities: { ...defaultSeverities, rules: { REST_TOO_SHORT: 'Error' } } });
    expect(strict.canSave).toBe(false);
    expect(strict.findings[0].severity).toBe('Error');
  });

  it('a finding that says a rule could not be checked is a Warning with every check family at Error, unless its own severity is Error', () => {
    const allError = { qualification: 'Error', availability: 'Error', workingHours: 'Error', overlap: 'Error', contractCoverage: 'Error' } as const;
    const f = facts({ employee: { dateOfBirth: null }, candidate: [duty('2026-05-04', '06:00', '14:00', 30)], others: [other('2026-05-05', null, null, null)] });
    const lenient = runWorkingTimeRules(f, { severities: allError });
    expect(lenient.canSave).toBe(true);
    expect(lenient.findings.map((x) => [x.code, x.check, x.severity]).sort()).toEqual([
      ['DATE_OF_BIRTH_MISSING', 'workingHours', 'Warning'],
      ['REST_NOT_CHECKABLE', 'workingHours', 'Warning'],
    ]);
    const strict = runWorkingTimeRules(f, { severities: { ...allError, rules: { DATE_OF_BIRTH_MISSING: 'Error' } } });
    expect(strict.canSave).toBe(false);
    expect(strict.findings.map((x) => [x.code, x.severity]).sort()).toEqual([['DATE_OF_BIRTH_MISSING', 'Error'], ['REST_NOT_CHECKABLE', 'Warning']]);
    // The rule's own Warning with its family at Error: still a Warning.
    expect(runWorkingTimeRules(f, { severities: { ...allError, rules: { REST_NOT_CHECKABLE: 'Warning' } } }).canSave).toBe(true);
  });

  it('German by default, English by locale, with remedy and details numbers', () => {
    const f = facts({ candidate: [duty('2027-03-28', '07:00', '15:00', 30)], others: [other('2027-03-27', '13:00', '21:00', 30)] });
    const [de] = runWorkingTimeRules(f).findings;
    const [en] = runWorkingTimeRules(f, { locale: 'en' }).findings;
    expect(de.remedy).toBe('Frühester Beginn mit 11 h Ruhezeit: 09:00.');
    expect(en.remedy).toBe('Earliest start that keeps 11 h rest: 09:00.');
    expect(en.message).toContain('only 9 h of rest');
    expect(en.details).toMatchObject({ restHours: 9, requiredHours: 11 });
    expect(en.related).toContainEqual({ type: 'employee', id: 'e1', label: 'Anna Müller' });
  });

  it('issue case: 10 h every day Thursday to Wednesday is reported (7 days in a row, Sunday without replacement is fine)', () => {
    const r = runWorkingTimeRules(facts({ candidate: daily(duty, '2026-05-07', 7, '06:00', '16:00', 45) }));
    expect(codes(r)).toContain('CONSECUTIVE_DAYS_EXCEEDED');
  });

  it('issue case: a 15-year-old on night shifts is reported under the youth rules', () => {
    const r = runWorkingTimeRules(facts({ employee: { dateOfBirth: '2011-01-01' }, candidate: daily(duty, '2026-05-04', 2, '22:00', '06:00', 60) }));
    expect(codes(r)).toEqual(expect.arrayContaining(['YOUTH_NIGHT_WORK']));
  });

  it('issue case: Frühdienst 06:00–14:30 with 30 min break Mon–Fri fits a 40 h contract: no finding at all', () => {
    expect(runWorkingTimeRules(facts({ employee: { weeklyHours: 40 }, candidate: daily(duty, '2026-05-04', 5, '06:00', '14:30', 30) })).findings).toEqual([]);
  });

  it('an unknown parameter set is merged over the defaults', () => {
    const r = runWorkingTimeRules(facts({ candidate: daily(duty, '2026-05-04', 5, '06:00', '14:00', 30) }), { params: { maxConsecutiveDays: 4 } });
    expect(codes(r)).toEqual(['CONSECUTIVE_DAYS_EXCEEDED']);
  });
});

describe('requiredWindow', () => {
  it('is the union of every rule window: duties of the candidate weeks ± 2 days, wide ± 59 days (shortened rests), week sums for 24 weeks back and the calendar years, holidays ± 16 weeks', () => {
    const w = requiredWindow(['2026-06-17', '2026-06-18'])!;
    expect(w).toMatchObject({ from: '2026-06-15', to: '2026-06-21', wideFrom: '2026-04-19', wideTo: '2026-08-16', weeksFrom: '2026-01-01', weeksTo: '2026-12-31' });
    // Public holidays of any state within ± 112 days and the days before them, none inside the duties' window.
    expect(w.holidays).toEqual(expect.arrayContaining(['2026-03-07', '2026-03-08', '2026-04-02', '2026-04-03', '2026-10-02', '2026-10-03']));
    expect(w.holidays.every((d) => d >= '2026-02-24' && d <= '2026-10-08' && !(d >= '2026-06-15' && d <= '2026-06-21'))).toBe(true);
    expect(requiredWindow(['2026-12-30'])).toMatchObject({ from: '2026-12-28', to: '2027-01-03', weeksFrom: '2026-01-01', weeksTo: '2027-04-21' });
    expect(requiredWindow([])).toBeNull();
  });

  it('every rule has its own code and a legal source', () => {
    const all = workingTimeRules.map((r) => r.code);
    expect(new Set(all).size).toBe(all.length);
    for (const r of workingTimeRules) expect(r.legalSource).not.toBe('');
  });
});
