import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, eventsFor, everyDay, preview, publishContract, seedFacility } from './support/fixtures';

/**
 * Findings a dispatcher can read (issue 13): a per-day rule's findings about the same records on
 * several days are one finding naming the days, through the preview, saving over Warnings, and the
 * employee's conflicts list.
 */
const h = Harness.forFile('assignments_grouped_findings');

async function planned() {
  const facility = await seedFacility(h, { name: 'Haus Gruppe' });
  await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01' });
  const order = (start: string, end: string) =>
    created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: '2026-01-01', endDate: '2027-12-31', shiftPattern: everyDay({ start, end, breakMinutes: 30 }) });
  const [late, early] = [await order('14:00', '22:00'), await order('06:00', '14:00')];
  const employee = await created(h, '/api/employees', { ...anna, weeklyHours: 60, entryDate: '2026-01-01' });
  const other = await h.call('/api/assignments', { body: { orderId: late.id, employeeId: employee.id, startDate: '2027-05-03', endDate: '2027-05-06' } });
  expect(other.status).toBe(200);
  // Early 06:00 after late until 22:00 the day before: 8 h of rest on 4–7 May (in the future: the conflicts list shows them).
  return { employee, body: { orderId: early.id, employeeId: employee.id, startDate: '2027-05-04', endDate: '2027-05-07' } };
}

describe('one finding per rule and run of days', () => {
  test('the preview reports the four short rests as one finding, in German and in English, with each day in details', async () => {
    const { body } = await planned();
    const de = (await preview(h, body)).body.findings.filter((f: { code: string }) => f.code === 'REST_TOO_SHORT');
    const en = (await preview(h, body, { 'accept-language': 'en' })).body.findings.filter((f: { code: string }) => f.code === 'REST_TOO_SHORT');
    expect(de).toHaveLength(1);
    expect(de[0].message).toMatch(/^An 4 Tagen \(04\.05\.–07\.05\.2027\) liegen zwischen den Diensten 14:00–22:00, Haus Gruppe, Auftrag .* nur je 8 h Ruhezeit/);
    expect(en[0].message).toMatch(/^On 4 days \(2027-05-04 to 2027-05-07\) there are only 8 h of rest each/);
    expect(de[0].remedy).toBe('Frühester Beginn mit 11 h Ruhezeit: 09:00.');
    expect(de[0].details).toMatchObject({ dates: ['2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07'], requiredHours: 11, minRestHours: 8 });
    expect(de[0].details.days.map((d: { restHours: number }) => d.restHours)).toEqual([8, 8, 8, 8]);
    expect(de[0].related).toContainEqual(expect.objectContaining({ type: 'assignment', label: expect.stringMatching(/^03\.05\.–06\.05\.2027 14:00–22:00, Haus Gruppe/) }));
  });

  test('saving over the Warnings records each acknowledged finding with its dates; the employee\'s conflicts list the same findings', async () => {
    const { body, employee } = await planned();
    const res = await h.call('/api/assignments', { body: { ...body, acknowledgement: { reason: 'Übergabe' } } });
    expect(res.status).toBe(200);
    const [event] = await eventsFor(h, res.body.id);
    const rest = event.data.acknowledgement.findings.find((f: { code: string }) => f.code === 'REST_TOO_SHORT');
    expect(rest).toEqual({ check: 'workingHours', code: 'REST_TOO_SHORT', message: expect.stringMatching(/^An 4 Tagen/), dates: ['2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07'] });
    const conflicts = await h.call(`/api/employees/${employee.id}/conflicts`);
    expect(conflicts.status).toBe(200);
    const codes = conflicts.body.items.flatMap((a: { findings: Array<{ code: string }> }) => a.findings.map((f) => f.code));
    expect(codes.filter((c: string) => c === 'REST_TOO_SHORT')).toHaveLength(2); // once from each assignment's side
  });
});
