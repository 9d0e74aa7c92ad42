import { checkEmployeeUnavailable, employeeUnavailable } from './check-employee-unavailable';
import { checkFacilityBlock, facilityBlock } from './check-facility-block';
import { makeFacts, words } from './conflict-facts.fixture';

// The fixture's candidate: duties Mon 2026-05-04 .. Fri 2026-05-08.
const off = (date: string, note: string | null = 'Arzttermin') => ({ date, note });

describe('EMPLOYEE_UNAVAILABLE', () => {
  it('no finding for an unavailable day just before the first duty or just after the last', () => {
    expect(checkEmployeeUnavailable(makeFacts({ unavailableDays: [off('2026-05-03'), off('2026-05-09')] }))).toEqual([]);
  });

  it('no finding for an unavailable day inside the range without a duty', () => {
    const facts = makeFacts({ dutyDates: ['2026-05-04', '2026-05-06', '2026-05-08'], unavailableDays: [off('2026-05-05'), off('2026-05-07')] });
    expect(checkEmployeeUnavailable(facts)).toEqual([]);
  });

  it('on the first and on the last duty day: one finding naming both days and the notes, in German and English', () => {
    const [f, ...rest] = checkEmployeeUnavailable(makeFacts({ unavailableDays: [off('2026-05-08', 'Umzug'), off('2026-05-04')] }));
    expect(rest).toEqual([]);
    expect(f.code).toBe('EMPLOYEE_UNAVAILABLE');
    expect(employeeUnavailable).toMatchObject({ check: 'availability', legalSource: 'Verfügbarkeitsangabe der Mitarbeitenden' });
    expect(words(f).text).toEqual({
      de: 'Anna Müller hat sich an 2 Tagen (04.05. und 08.05.2026) als nicht verfügbar eingetragen („Arzttermin“, „Umzug“); der Einsatz plant dort Dienste.',
      en: "Anna Müller stated on 2 days (2026-05-04 and 2026-05-08) as unavailable ('Arzttermin', 'Umzug'); the assignment plans duties there.",
    });
    expect(f.related).toEqual([
      { type: 'employee', id: 'e1', label: 'Anna Müller' },
      { type: 'order', id: 'o1', label: '2026-05-01 – 2026-05-31' },
    ]);
    expect(f.details).toEqual({ dates: ['2026-05-04', '2026-05-08'], days: [{ date: '2026-05-04', note: 'Arzttermin' }, { date: '2026-05-08', note: 'Umzug' }] });
  });

  it('a day without a note names no note', () => {
    const [f] = checkEmployeeUnavailable(makeFacts({ unavailableDays: [off('2026-05-06', null)] }));
    expect(words(f).text.en).toBe('Anna Müller stated on 2026-05-06 as unavailable; the assignment plans duties there.');
  });
});

describe('FACILITY_BLOCKED_EMPLOYEE', () => {
  it('no finding without a block', () => {
    expect(checkFacilityBlock(makeFacts())).toEqual([]);
  });

  it('a block of the order’s facility: the finding carries the reason', () => {
    const [f] = checkFacilityBlock(makeFacts({ facilityBlock: { id: 'p1', reason: 'Mehrfach unpünktlich' } }));
    expect(facilityBlock).toMatchObject({ check: 'availability', code: 'FACILITY_BLOCKED_EMPLOYEE' });
    expect(f).toMatchObject({ code: 'FACILITY_BLOCKED_EMPLOYEE', details: { facilityId: 'f1', preferenceId: 'p1', reason: 'Mehrfach unpünktlich' } });
    expect(words(f).text.de).toBe('Haus Sonne hat Anna Müller gesperrt und möchte sie/ihn nicht wieder einsetzen (Grund: Mehrfach unpünktlich).');
    expect(words(f).text.en).toBe('Haus Sonne has blocked Anna Müller and does not want them again (reason: Mehrfach unpünktlich).');
    expect(f.related).toContainEqual({ type: 'employeeFacilityPreference', id: 'p1', label: 'Mehrfach unpünktlich' });
  });
});
