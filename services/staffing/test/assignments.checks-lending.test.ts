import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, frueh, preview, publishContract, seedFacility, setSeverities } from './support/fixtures';
import { recordLending, seedClient } from './support/lending';

/**
 * The lending-law rules (docs/lending-law.md) through the API: preview, save, update, bulk assign,
 * the reverse check. Orders run 2027–2029, Monday to Friday early duties, so only the lending
 * findings matter here (`lending` filters them).
 */
const h = Harness.forFile('checks_lending');

const weekdays = { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } };
const lending = (findings: any[] | undefined) => (findings ?? []).filter((f) => f.code.startsWith('AUEG_'));
const codes = (findings: any[] | undefined) => lending(findings).map((f) => `${f.code}:${f.severity}`);

/** A facility (of `clientId`, or its own client) with a contract, an order 2027–2029 there, and an employee. */
async function home(opts: { clientId?: string; name?: string } = {}) {
  const facility = await seedFacility(h, { name: opts.name ?? 'Haus Linde', ...(opts.clientId ? { clientId: opts.clientId } : {}) });
  await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01' });
  const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: '2027-01-01', endDate: '2029-12-31', headcount: 5, shiftPattern: weekdays });
  return { facility, order };
}
const employee = () => created(h, '/api/employees', anna);
const check = (orderId: string, employeeId: string, startDate: string, endDate: string, headers?: Record<string, string>) =>
  preview(h, { orderId, employeeId, startDate, endDate }, headers);

describe('AUEG_MAX_DURATION (AÜG §1 Abs. 1b)', () => {
  test('the issue: lent all of 2027 and again 01.01.–30.09.2028 → Error naming 30.06.2028; saving is refused', async () => {
    const { facility, order } = await home();
    const e = await employee();
    const first = await h.call('/api/assignments', { body: { orderId: order.id, employeeId: e.id, startDate: '2027-01-01', endDate: '2027-12-31', acknowledgement: { reason: 'Equal Pay vereinbart' } } });
    expect(first.status).toBe(200);
    expect(codes(first.body.warnings)).toEqual(['AUEG_EQUAL_PAY:Warning']);
    const res = await check(order.id, e.id, '2028-01-01', '2028-09-30');
    expect(res.body.canSave).toBe(false);
    expect(codes(res.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    const [max, pay] = lending(res.body.findings);
    expect(max).toMatchObject({
      check: 'contractCoverage',
      legalSource: 'AÜG §1 Abs. 1b',
      related: [{ type: 'employee', id: e.id }, { type: 'facility', id: facility.id, label: 'Haus Linde' }, { type: 'order', id: order.id }],
      details: { partyId: facility.id, maxMonths: 18, lastLawfulDay: '2028-06-30', daysBeyond: { from: '2028-07-01', to: '2028-09-30' }, countingPeriods: [{ from: '2027-01-01', to: '2028-09-30' }], reset: null },
    });
    expect(max.message).toBe(
      'Anna Müller wäre an Haus Linde (Einrichtung ohne Kunden, zählt als eigener Kunde) länger als 18 Monate überlassen: letzter zulässiger Tag ist der 30.06.2028, der Einsatz reicht 01.07.2028–30.09.2028 darüber hinaus. Zählende Überlassungszeiträume: 01.01.2027–30.09.2028. Keine Unterbrechung von mehr als drei Monaten setzte die Zählung zurück.',
    );
    expect(pay.details).toMatchObject({ equalPayMonths: 9, equalPayFrom: '2027-10-01' });
    const save = await h.call('/api/assignments', { body: { orderId: order.id, employeeId: e.id, startDate: '2028-01-01', endDate: '2028-09-30', acknowledgement: { reason: 'x' } } });
    expect(save.status).toBe(409);
    expect(codes(save.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    // English: ISO dates.
    const en = await check(order.id, e.id, '2028-01-01', '2028-09-30', { 'accept-language': 'en' });
    expect(lending(en.body.findings)[0].message).toContain('the last lawful day is 2028-06-30, the assignment runs 2028-07-01 to 2028-09-30 beyond it');
  });

  test('ending ON the last lawful day: no finding; one day beyond: the finding; an update is checked without itself', async () => {
    const { facility, order } = await home();
    const e = await employee();
    await recordLending(h, { employeeId: e.id, partyId: facility.id, from: '2027-01-01', to: '2027-12-31' });
    expect(codes((await check(order.id, e.id, '2028-01-01', '2028-06-30')).body.findings)).toEqual(['AUEG_EQUAL_PAY:Warning']);
    const beyond = await check(order.id, e.id, '2028-01-01', '2028-07-01');
    expect(codes(beyond.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(lending(beyond.body.findings)[0].details.daysBeyond).toEqual({ from: '2028-07-01', to: '2028-07-01' });
    const saved = await h.call('/api/assignments', { body: { orderId: order.id, employeeId: e.id, startDate: '2028-01-01', endDate: '2028-06-30', acknowledgement: { reason: 'Equal Pay' } } });
    expect(saved.status).toBe(200);
    const edit = (startDate: string, endDate: string) => preview(h, { assignmentId: saved.body.id, orderId: order.id, employeeId: e.id, startDate, endDate });
    // Checked without itself, the assignment moved to 01.02. leaves January free: an interruption that adds 31 days.
    expect(codes((await edit('2028-02-01', '2028-07-31')).body.findings)).toEqual(['AUEG_EQUAL_PAY:Warning']);
    const over = await edit('2028-02-01', '2028-08-01');
    expect(codes(over.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(lending(over.body.findings)[0].details).toMatchObject({ lastLawfulDay: '2028-07-31', interruptions: [{ from: '2028-01-01', to: '2028-01-31' }] });
    // A new assignment beside the saved one counts it: no interruption.
    const beside = await check(order.id, e.id, '2028-02-01', '2028-07-31');
    expect(lending(beside.body.findings)[0].details).toMatchObject({ lastLawfulDay: '2028-06-30', interruptions: [] });
    const update = await h.call(`/api/assignments/${saved.body.id}`, { method: 'PUT', headers: { 'if-match': '"1"' }, body: { orderId: order.id, employeeId: e.id, startDate: '2028-02-01', endDate: '2028-08-01', acknowledgement: { reason: 'Equal Pay' } } });
    expect(update.status).toBe(409);
    expect(codes(update.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
  });

  test('an interruption of exactly three months adds up; three months and one day start afresh', async () => {
    const { facility, order } = await home();
    const e = await employee();
    await recordLending(h, { employeeId: e.id, partyId: facility.id, from: '2027-01-01', to: '2028-03-31', source: 'otherAgency' });
    const adds = await check(order.id, e.id, '2028-07-01', '2028-09-30');
    expect(codes(adds.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(lending(adds.body.findings)[0].details).toMatchObject({ lastLawfulDay: '2028-09-29', interruptions: [{ from: '2028-04-01', to: '2028-06-30' }], reset: null });
    expect(lending(adds.body.findings)[0].message).toContain('Unterbrechungen von höchstens drei Monaten (zählen nicht mit, die Zeiten addieren sich): 01.04.2028–30.06.2028');
    const fresh = await check(order.id, e.id, '2028-07-02', '2028-10-01');
    expect(codes(fresh.body.findings)).toEqual([]);
  });

  test("the client's own maximum from the replica; two facilities of one client add up", async () => {
    const client = await seedClient(h, { name: 'Sonnenhof Pflege', maxLendingMonths: 24 });
    const a = await home({ clientId: client.id, name: 'Haus Ahorn' });
    const b = await home({ clientId: client.id, name: 'Haus Birke' });
    const e = await employee();
    const first = await h.call('/api/assignments', { body: { orderId: a.order.id, employeeId: e.id, startDate: '2027-01-01', endDate: '2027-12-31', acknowledgement: { reason: 'Equal Pay' } } });
    expect(first.status).toBe(200);
    expect(codes((await check(b.order.id, e.id, '2028-01-01', '2028-12-31')).body.findings)).toEqual(['AUEG_EQUAL_PAY:Warning']);
    const beyond = await check(b.order.id, e.id, '2028-01-01', '2029-01-01');
    expect(codes(beyond.body.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(lending(beyond.body.findings)[0]).toMatchObject({ related: [{ type: 'employee' }, { type: 'client', id: client.id, label: 'Sonnenhof Pflege' }, { type: 'order' }], details: { maxMonths: 24, lastLawfulDay: '2028-12-31' } });
    // Another client's facility counts apart.
    const other = await home({ name: 'Haus Eiche' });
    expect(codes((await check(other.order.id, e.id, '2028-01-01', '2028-06-30')).body.findings)).toEqual([]);
  });

  test('the severity setting: Warning lets it save, Off runs it not at all', async () => {
    const { facility, order } = await home();
    const e = await employee();
    await recordLending(h, { employeeId: e.id, partyId: facility.id, from: '2027-01-01', to: '2027-12-31' });
    try {
      await setSeverities(h, { rules: { AUEG_MAX_DURATION: 'Warning' } });
      const warned = await check(order.id, e.id, '2028-01-01', '2028-09-30');
      expect(warned.body.canSave).toBe(true);
      expect(codes(warned.body.findings)).toEqual(['AUEG_MAX_DURATION:Warning', 'AUEG_EQUAL_PAY:Warning']);
      await setSeverities(h, { rules: { AUEG_MAX_DURATION: 'Off', AUEG_EQUAL_PAY: 'Off', AUEG_REVOLVING_DOOR: 'Off' } });
      expect((await h.call('/api/settings/assignment-validation')).body.rules).toEqual({ AUEG_MAX_DURATION: 'Off', AUEG_EQUAL_PAY: 'Off', AUEG_REVOLVING_DOOR: 'Off' });
      expect(codes((await check(order.id, e.id, '2028-01-01', '2028-09-30')).body.findings)).toEqual([]);
    } finally {
      await setSeverities(h, { rules: {} });
    }
    const bad = await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...(await h.call('/api/settings/assignment-validation')).body, version: undefined, updatedAt: undefined, rules: { AUEG_MAX_DURATION: 'Never' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['rules.AUEG_MAX_DURATION']);
  });
});

describe('AUEG_EQUAL_PAY (AÜG §8 Abs. 4) and AUEG_REVOLVING_DOOR (§8 Abs. 3)', () => {
  test('ending the day before the equal-pay date: none; on it: the Warning naming it', async () => {
    const { order } = await home();
    const e = await employee();
    expect(codes((await check(order.id, e.id, '2027-01-01', '2027-09-30')).body.findings)).toEqual([]);
    const on = await check(order.id, e.id, '2027-01-01', '2027-10-01');
    expect(on.body.canSave).toBe(true);
    expect(codes(on.body.findings)).toEqual(['AUEG_EQUAL_PAY:Warning']);
    expect(lending(on.body.findings)[0].message).toContain('ab dem 01.10.2027 länger als 9 Monate überlassen');
  });

  test('employed by the client until 31.12.2027: a lending from 30.06.2028 is caught, from 01.07.2028 not', async () => {
    const { facility, order } = await home();
    const e = await employee();
    await recordLending(h, { employeeId: e.id, partyId: facility.id, from: '2025-01-01', to: '2027-12-31', source: 'employedByClient' });
    const caught = await check(order.id, e.id, '2028-06-30', '2028-07-14');
    expect(codes(caught.body.findings)).toEqual(['AUEG_REVOLVING_DOOR:Warning']);
    expect(lending(caught.body.findings)[0]).toMatchObject({ details: { employment: { from: '2025-01-01', to: '2027-12-31' }, lendingStart: '2028-06-30' } });
    expect(lending(caught.body.findings)[0].message).toContain('selbst beschäftigt (01.01.2025–31.12.2027)');
    expect(codes((await check(order.id, e.id, '2028-07-01', '2028-07-14')).body.findings)).toEqual([]);
  });
});

describe('bulk assign and the reverse check', () => {
  test('a bulk assign refuses the one over the maximum and saves the other; an absence answers the lending findings of planned assignments', async () => {
    const { facility, order } = await home();
    const [over, fresh] = [await employee(), await employee()];
    await recordLending(h, { employeeId: over.id, partyId: facility.id, from: '2027-01-01', to: '2028-05-31' });
    const res = await h.call(`/api/orders/${order.id}/assignments`, { body: { employeeIds: [over.id, fresh.id], startDate: '2028-06-01', endDate: '2028-07-31', acknowledgement: { reason: 'Equal Pay' } } });
    expect(res.status).toBe(200);
    const [refused, saved] = res.body.results;
    expect(refused).toMatchObject({ employeeId: over.id, outcome: 'refused', code: 'ASSIGNMENT_CONFLICT' });
    expect(codes(refused.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(saved).toMatchObject({ employeeId: fresh.id, outcome: 'saved' });
    // The office records a lending from before the system for `fresh`: the saved assignment now breaks the maximum.
    await recordLending(h, { employeeId: fresh.id, partyId: facility.id, from: '2026-12-01', to: '2028-05-31' });
    const absence = await h.call('/api/absences', { body: { employeeId: fresh.id, type: 'vacation', startDate: '2028-07-10', endDate: '2028-07-10' } });
    expect(absence.status).toBe(200);
    const [affected] = absence.body.affectedAssignments.items;
    expect(codes(affected.findings)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
  });
});
