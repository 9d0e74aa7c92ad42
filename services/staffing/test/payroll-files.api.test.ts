import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { created, eventsFor } from './support/fixtures';
import { anna } from './support/fixtures';
import { confirmedWeek, runMonth } from './support/payroll';

const h = Harness.forFile('payroll_files');
const settingsPath = '/api/settings/payroll';

async function setSettings(values: Record<string, unknown>) {
  const { version: _v, updatedAt: _u, ...current } = (await h.call(settingsPath)).body;
  return h.call(settingsPath, { method: 'PUT', body: { ...current, ...values } });
}

describe('payroll settings', () => {
  test('defaults: no DATEV numbers, placeholder wage types, the night of § 2 Abs. 3 ArbZG; a change is versioned and audited', async () => {
    const res = await h.call(settingsPath);
    expect(res.body).toMatchObject({
      consultantNumber: null,
      clientNumber: null,
      wageTypes: { regular: 1000, night: 1100, sunday: 1200, holiday: 1300, overtime: 1400, mealAllowanceDays: 1500 },
      nightStart: '23:00',
      nightEnd: '06:00',
      version: 1,
    });
    const read = res.body;
    const saved = await h.call(settingsPath, { method: 'PUT', body: { ...read, consultantNumber: '1234567' }, headers: { 'if-match': '"1"' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ consultantNumber: '1234567', version: 2 });
    const stale = await h.call(settingsPath, { method: 'PUT', body: { ...read, clientNumber: '1' }, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    const [event] = await eventsFor(h, 'payroll');
    expect(event).toMatchObject({ type: 'staffing.payrollSettings.updated', changes: [{ field: 'consultantNumber', before: null, after: '1234567' }] });
  });

  test.each([
    ['consultantNumber', '123'],
    ['consultantNumber', '12345678'],
    ['clientNumber', '123456'],
    ['clientNumber', '01'],
    ['nightStart', '24:00'],
  ])('%s %s → 400 naming it', async (field, value) => {
    const res = await setSettings({ [field]: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('a wage type outside 1–9999 or an unknown kind → 400 naming it', async () => {
    const { wageTypes } = (await h.call(settingsPath)).body;
    expect(Object.keys((await setSettings({ wageTypes: { ...wageTypes, night: 10000 } })).body.errors)).toEqual(['wageTypes.night']);
    expect((await setSettings({ wageTypes: { ...wageTypes, bonus: 1 } })).status).toBe(400);
  });
});

describe('personnel numbers', () => {
  test('optional; 1–5 digits; unique among live employees (409 naming the holder), free again once that one is in the trash', async () => {
    const noNumber = await h.call('/api/employees', { body: { ...anna } });
    expect(noNumber.body.personnelNumber).toBeNull();
    const first = await created(h, '/api/employees', { ...anna, personnelNumber: '4711' });
    expect(first.personnelNumber).toBe('4711');
    const twice = await h.call('/api/employees', { body: { ...anna, personnelNumber: '4711' } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'PERSONNEL_NUMBER_TAKEN', employeeId: first.id });
    for (const bad of ['0471', '123456', '12a']) {
      const res = await h.call('/api/employees', { body: { ...anna, personnelNumber: bad } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['personnelNumber']);
    }
    // GET → PUT round trip keeps it; taking another's on an update → 409.
    const readAgain = async () => (await h.call(`/api/employees/${noNumber.body.id}`)).body;
    const read = await readAgain();
    expect((await h.call(`/api/employees/${read.id}`, { method: 'PUT', body: read })).status).toBe(200);
    expect((await h.call(`/api/employees/${read.id}`, { method: 'PUT', body: { ...(await readAgain()), personnelNumber: '4711' } })).status).toBe(409);

    expect((await h.call(`/api/employees/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await h.call(`/api/employees/${read.id}`, { method: 'PUT', body: { ...(await readAgain()), personnelNumber: '4711' } });
    expect(again.status).toBe(200);
    const restore = await h.call(`/api/trash/employees/${first.id}/restore`, { method: 'POST' });
    expect(restore.status).toBe(409);
    expect(restore.body).toMatchObject({ code: 'PERSONNEL_NUMBER_TAKEN', employeeId: read.id });
  });
});

describe('files', () => {
  let run: { id: string };
  let employeeId: string;
  beforeAll(async () => {
    const w = await confirmedWeek(h, { from: '2026-01-05', to: '2026-01-11', week: '2026-W02', employee: { firstName: 'Jörg', lastName: '=Groß; "Jo"', weeklyHours: 38.5 } });
    employeeId = w.employee.id;
    run = (await runMonth(h, '2026-01')).body;
  });

  test('the CSV: UTF-8 with BOM, `;`, decimal comma, CRLF, the documented columns; a formula-like name is defused', async () => {
    const res = await h.call(`/api/payroll-exports/${run.id}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=\"lohnexport-2026-01-lauf-1.csv\"; filename*=UTF-8''lohnexport-2026-01-lauf-1.csv");
    const bytes = Buffer.from(await (await fetch(`${h.url}/api/payroll-exports/${run.id}/csv`, { headers: { authorization: `Bearer ${h.admin}` } })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Monat;Lauf;Personalnummer;Name;Mitarbeiter-ID;Stunden gesamt;Grundstunden;Überstunden;Nachtstunden;Sonntagsstunden;Feiertagsstunden;Arbeitstage;Tage mit Verpflegungsmehraufwand\r\n' +
        `2026-01;1;;"'=Groß; ""Jo"", Jörg";${employeeId};40,00;38,50;1,50;0,00;0,00;0,00;5;5\r\n`,
    );
  });

  test('the LODAS file: 409 naming the missing DATEV numbers and the employees without personnel number; then the exact file', async () => {
    const missing = await h.call(`/api/payroll-exports/${run.id}/lodas`);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'PAYROLL_SETTINGS_MISSING', fields: ['clientNumber'], employees: [{ employeeId }] });

    expect((await setSettings({ consultantNumber: '1234567', clientNumber: '98765' })).status).toBe(200);
    const read = (await h.call(`/api/employees/${employeeId}`)).body;
    await h.call(`/api/employees/${employeeId}`, { method: 'PUT', body: { ...read, personnelNumber: '815' } });
    // The run keeps what it was made with: the next run of the month has the numbers.
    expect((await h.call(`/api/payroll-exports/${run.id}/lodas`)).body.code).toBe('PAYROLL_SETTINGS_MISSING');
    const next = (await runMonth(h, '2026-01')).body;
    expect(next).toMatchObject({ runNumber: 2, newOrChangedCount: 0 });
    const res = await h.call(`/api/payroll-exports/${next.id}/lodas`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=iso-8859-1');
    expect(res.text).toBe(
      [
        '[Allgemein]', 'Ziel=LODAS', 'Version_SST=1.0', 'BeraterNr=1234567', 'MandantenNr=98765', 'Datumsformat=TT/MM/JJJJ',
        'Feldtrennzeichen=;', 'Zahlenkomma=,', 'Kommentarzeichen=*', '* Lohnexport 2026-01 Lauf 2; Lohnarten mit dem Lohnbuero abgestimmt verwenden',
        '[Satzbeschreibung]', '1;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;',
        '[Bewegungsdaten]',
        '1;01/01/2026;815;1000;1;38,50;',
        '1;01/01/2026;815;1400;1;1,50;',
        '1;01/01/2026;815;1500;2;5;',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the LODAS file needs every employee’s personnel number', () => {
  test('DATEV numbers set, one employee of the run without a personnel number → 409 PERSONNEL_NUMBERS_MISSING naming that one only; the CSV still works', async () => {
    expect((await setSettings({ consultantNumber: '1234567', clientNumber: '98765' })).status).toBe(200);
    const week = { from: '2026-02-02', to: '2026-02-08', week: '2026-W06' };
    const numbered = await confirmedWeek(h, { ...week, employee: { firstName: 'Nina', lastName: 'Nummer', personnelNumber: '816' } });
    const unnumbered = await confirmedWeek(h, { ...week, employee: { firstName: 'Olaf', lastName: 'Ohne' } });
    const run = await runMonth(h, '2026-02');
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ consultantNumber: '1234567', clientNumber: '98765' });
    expect(run.body.employees.map((e: { employeeId: string; personnelNumber: string | null }) => [e.employeeId, e.personnelNumber]).sort()).toEqual(
      [[numbered.employee.id, '816'], [unnumbered.employee.id, null]].sort(),
    );

    const res = await h.call(`/api/payroll-exports/${run.body.id}/lodas`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PERSONNEL_NUMBERS_MISSING', fields: [] });
    expect(res.body.employees).toEqual([{ employeeId: unnumbered.employee.id, name: 'Ohne, Olaf' }]);
    expect(res.body.detail).toContain('personnel numbers of 1 employee(s)');
    expect((await h.call(`/api/payroll-exports/${run.body.id}/csv`)).status).toBe(200);
  });
});
