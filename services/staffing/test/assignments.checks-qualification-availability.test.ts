import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, created, preview, publishContract, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('checks_qual_avail');
beforeEach(async () => {
  await setSeverities(h, { qualification: 'Error', availability: 'Error' });
});

const week = { startDate: '2026-05-04', endDate: '2026-05-08' };

describe('qualification check', () => {
  test('when the employee holds the required qualification, then there is no finding', async () => {
    const { order, employee } = await world(h);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when the employee holds a higher-ranked qualification, then it counts', async () => {
    const { order, employee } = await world(h, { employee: { qualifications: ['fachkraft-intensivpflege'] } });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.body).toEqual({ canSave: true, findings: [] });
  });

  test('when the employee only holds an equally ranked other qualification, then it does not count', async () => {
    const { order, employee } = await world(h, {
      order: { requiredQualification: 'fachkraft-intensivpflege' },
      employee: { qualifications: ['praxisanleiter'] },
    });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(summary(res.body.findings)).toEqual(['qualification:QUALIFICATION_MISSING:Error']);
  });

  test('when a lower qualification is assigned and the check is an Error, then nothing is saved (409)', async () => {
    const { order, employee } = await world(h, { employee: { qualifications: ['pflegehelfer'] } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('ASSIGNMENT_CONFLICT');
    expect(res.body.findings[0]).toMatchObject({
      check: 'qualification',
      severity: 'Error',
      code: 'QUALIFICATION_MISSING',
      related: [
        { type: 'order', id: order.id, label: '2026-05-01 – 2026-05-31' },
        { type: 'employee', id: employee.id, label: 'Anna Müller' },
        { type: 'facility', id: order.facilityId, label: 'Haus Sonnenschein' },
      ],
    });
    const list = await h.call(`/api/assignments?employeeId=${employee.id}`);
    expect(list.body.totalCount).toBe(0);
  });

  test('when the qualification check is a Warning, then the assignment is saved with the warning', async () => {
    await setSeverities(h, { qualification: 'Warning' });
    const { order, employee } = await world(h, { employee: { qualifications: [] } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['qualification:QUALIFICATION_MISSING:Warning']);
  });
});

describe('availability check', () => {
  test('when the employee enters on the first day and leaves on the last day, then they are available', async () => {
    const { order, employee } = await world(h, { employee: { entryDate: '2026-05-04', exitDate: '2026-05-08' } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when the employee leaves the day before the last day, then it is an Error', async () => {
    const { order, employee } = await world(h, { employee: { exitDate: '2026-05-07' } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['availability:OUTSIDE_EMPLOYMENT:Error']);
  });

  test('when the employee only enters the day after the first day, then it is found', async () => {
    const { order, employee } = await world(h, { employee: { entryDate: '2026-05-05' } });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(summary(res.body.findings)).toEqual(['availability:OUTSIDE_EMPLOYMENT:Error']);
  });

  test('when an absence touches the first day, then it overlaps; one ending the day before does not', async () => {
    const { order, employee } = await world(h);
    const touching = await created(h, '/api/absences', { employeeId: employee.id, type: 'vacation', startDate: '2026-04-27', endDate: '2026-05-04' });
    await created(h, '/api/absences', { employeeId: employee.id, type: 'sickness', startDate: '2026-04-20', endDate: '2026-05-03' });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.body.canSave).toBe(false);
    expect(summary(res.body.findings)).toEqual(['availability:ABSENCE_CONFLICT:Error']);
    expect(res.body.findings[0].related).toContainEqual(expect.objectContaining({ type: 'absence', id: touching.id }));
  });

  test('when the overlapping absence is moved to the trash, then it no longer causes a finding', async () => {
    const { order, employee } = await world(h);
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'training', startDate: '2026-05-08', endDate: '2026-05-09' });
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body.canSave).toBe(false);
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body).toEqual({ canSave: true, findings: [] });
  });

  test('when an inactive employee is assigned and availability is a Warning, then it is saved with the warning', async () => {
    await setSeverities(h, { availability: 'Warning' });
    const { order, employee } = await world(h, { employee: { active: false } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['availability:EMPLOYEE_INACTIVE:Warning']);
  });
});

describe('findings a dispatcher acts on (names, labels, legal source, remedy; German by default, English by Accept-Language)', () => {
  const en = { 'accept-language': 'en-US,en;q=0.9' };

  test('when the qualification is missing, then the finding names the order, facility, employee and qualifications in both languages', async () => {
    const { facility, order, employee } = await world(h, { employee: { qualifications: ['pflegehelfer'] } });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    const [de] = (await preview(h, body)).body.findings;
    const [inEnglish] = (await preview(h, body, en)).body.findings;
    expect(de).toMatchObject({
      code: 'QUALIFICATION_MISSING',
      legalSource: 'AÜG §12 Abs. 1 Satz 3 (geforderte Qualifikation)',
      message: 'Auftrag 01.05.2026–31.05.2026 (Haus Sonnenschein) verlangt „Pflegefachkraft“; Anna Müller hat weder diese noch eine höherrangige Qualifikation (vorhanden: Pflegehelfer/in).',
      remedy: 'Jemanden mit „Pflegefachkraft“ oder höher (Fachkraft für Intensivpflege, Pflegedienstleitung, Praxisanleiter/in) einplanen, oder die Qualifikation bei Anna Müller nachtragen, falls sie vorliegt.',
      related: [
        { type: 'order', id: order.id, label: '2026-05-01 – 2026-05-31' },
        { type: 'employee', id: employee.id, label: 'Anna Müller' },
        { type: 'facility', id: facility.id, label: 'Haus Sonnenschein' },
      ],
    });
    expect(inEnglish).toMatchObject({
      code: 'QUALIFICATION_MISSING',
      message: "Order 2026-05-01 to 2026-05-31 (Haus Sonnenschein) requires 'Pflegefachkraft'; Anna Müller holds neither it nor a higher-ranked one (held: Pflegehelfer/in).",
      remedy: "Assign someone with 'Pflegefachkraft' or higher (Fachkraft für Intensivpflege, Pflegedienstleitung, Praxisanleiter/in), or record the qualification for Anna Müller if they hold it.",
    });
    expect(JSON.stringify([de, inEnglish])).not.toMatch(/order [0-9a-f]{8}-/);
  });

  test('when no contract covers the assignment, then the finding names the facility and the partly covering contract and says which to extend', async () => {
    await setSeverities(h, { contractCoverage: 'Warning' });
    const { facility, order, employee } = await world(h, { contract: false });
    const contract = await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01', validTo: '2026-05-06' });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    const de = (await preview(h, body)).body.findings.find((f: { code: string }) => f.code === 'CONTRACT_COVERAGE_MISSING');
    const inEnglish = (await preview(h, body, en)).body.findings.find((f: { code: string }) => f.code === 'CONTRACT_COVERAGE_MISSING');
    expect(de).toMatchObject({
      legalSource: 'AÜG §1 Abs. 1 Satz 5, §12 Abs. 1 Satz 1 (Überlassungsvertrag)',
      message: 'Kein einzelner aktiver Vertrag mit Haus Sonnenschein deckt den ganzen Einsatz 04.05.2026–08.05.2026 ab; nur teilweise gedeckt (Vertrag 01.01.2026–06.05.2026 (aktiv): 04.05.2026–06.05.2026).',
      remedy: 'Den Vertrag 01.01.2026–06.05.2026 (aktiv) bis 08.05.2026 gelten lassen, oder den Einsatz auf 04.05.2026–06.05.2026 begrenzen.',
    });
    expect(de.related).toEqual([
      { type: 'facility', id: facility.id, label: 'Haus Sonnenschein' },
      { type: 'order', id: order.id, label: '2026-05-01 – 2026-05-31' },
      { type: 'contract', id: contract.id, label: 'Vertrag 01.01.2026–06.05.2026 (aktiv)' },
    ]);
    expect(inEnglish).toMatchObject({
      message: 'No single active contract with Haus Sonnenschein covers the whole assignment 2026-05-04 to 2026-05-08; only partly covered (contract 2026-01-01 to 2026-05-06 (active): 2026-05-04 to 2026-05-06).',
      remedy: 'Make the contract 2026-01-01 to 2026-05-06 (active) valid until 2026-05-08, or limit the assignment to 2026-05-04 to 2026-05-06.',
    });
  });

  test('when the employee is inactive, then the finding names them in both languages', async () => {
    const { order, employee } = await world(h, { employee: { active: false } });
    const body = { orderId: order.id, employeeId: employee.id, ...week };
    expect((await preview(h, body)).body.findings[0]).toMatchObject({
      code: 'EMPLOYEE_INACTIVE',
      message: 'Anna Müller ist als inaktiv erfasst und kann nicht eingeplant werden.',
      related: [{ type: 'employee', id: employee.id, label: 'Anna Müller' }],
    });
    expect((await preview(h, body, en)).body.findings[0].message).toBe('Anna Müller is recorded as inactive and cannot be assigned.');
  });
});
