import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, frueh, publishContract, seedFacility } from './support/fixtures';
import { oracleHeadroom } from './support/candidates-oracle';
import { recordLending } from './support/lending';

/** Candidates and the lending law (docs/candidates.md, `lendingHeadroom`; docs/lending-law.md). */
const h = Harness.forFile('candidates_lending');

const weekdays = { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } };
const window = { from: '2028-06-01', to: '2028-07-31' };
const onlyHeadroom = 'qualificationWeight=0&distanceWeight=0&continuityWeight=0&hoursLeftWeight=0&availabilityWeight=0&wishWeight=0&fairnessWeight=0&lendingHeadroomWeight=1';

describe('candidates and the lending clock', () => {
  test('over the maximum: blocked like any Error; the headroom ranks a fresh employee above one lent before', async () => {
    const facility = await seedFacility(h, { name: 'Haus Linde' });
    await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01' });
    const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: '2027-01-01', endDate: '2029-12-31', headcount: 5, shiftPattern: weekdays });
    const person = (firstName: string) => created(h, '/api/employees', { ...anna, firstName });
    const [frida, sina, otto] = [await person('Frida'), await person('Sina'), await person('Otto')];
    const sinaLent = [{ from: '2027-06-01', to: '2028-03-31' }];
    await recordLending(h, { employeeId: sina.id, partyId: facility.id, ...sinaLent[0] });
    await recordLending(h, { employeeId: otto.id, partyId: facility.id, from: '2027-01-01', to: '2028-05-31' });
    // A lending long ago (a reset lies between) and one elsewhere leave Frida's headroom whole.
    await recordLending(h, { employeeId: frida.id, partyId: facility.id, from: '2025-01-01', to: '2025-12-31' });
    const elsewhere = await seedFacility(h, { name: 'Haus Eiche' });
    await recordLending(h, { employeeId: frida.id, partyId: elsewhere.id, from: '2027-01-01', to: '2028-05-31' });

    const res = await h.call(`/api/orders/${order.id}/candidates?from=${window.from}&to=${window.to}&${onlyHeadroom}`);
    expect(res.status).toBe(200);
    expect(res.body.weights.lendingHeadroom).toBe(1);
    const ids = res.body.items.map((c: { employee: { id: string } }) => c.employee.id);
    expect(ids).toEqual([frida.id, sina.id]);
    const [first, second] = res.body.items;
    expect(first.score.parts.lendingHeadroom).toMatchObject({ value: 1, reason: 'keine frühere Überlassung an diesen Kunden, die mitzählt' });
    const expected = oracleHeadroom(sinaLent, window.from, window.to);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(1);
    expect(second.score.parts.lendingHeadroom.value).toBe(Math.round(expected * 1e6) / 1e6);
    expect(second.score.total).toBe(Math.round(expected * 1e6) / 1e6);
    expect(second.score.parts.lendingHeadroom.details).toMatchObject({ lentBefore: true, budgetDays: 549, lentDays: 366, windowDays: 61, lastLawfulDay: '2029-01-30' });
    expect(second.score.parts.lendingHeadroom.reason).toBe('nach diesem Einsatz noch 183 Tage Überlassung an diesen Kunden frei (letzter zulässiger Tag 30.01.2029)');

    const all = await h.call(`/api/orders/${order.id}/candidates?from=${window.from}&to=${window.to}&includeBlocked=true&${onlyHeadroom}`);
    const last = all.body.items.at(-1);
    expect(last.employee.id).toBe(otto.id);
    expect(last.canSave).toBe(false);
    expect(last.findings.filter((f: { code: string }) => f.code.startsWith('AUEG_')).map((f: { code: string; severity: string }) => `${f.code}:${f.severity}`)).toEqual(['AUEG_MAX_DURATION:Error', 'AUEG_EQUAL_PAY:Warning']);
    expect(last.score.parts.lendingHeadroom.value).toBe(0);
    // The findings are exactly the preview's.
    const preview = await h.call(`/api/assignments/check?orderId=${order.id}&employeeId=${otto.id}&startDate=${window.from}&endDate=${window.to}`);
    expect(last.findings).toEqual(preview.body.findings);

    const bad = await h.call(`/api/orders/${order.id}/candidates?lendingHeadroomWeight=-1`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['query.lendingHeadroomWeight']);
  });
});
