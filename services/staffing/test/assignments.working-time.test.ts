import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, eventsFor, everyDay, preview, publishContract, seedFacility, setSeverities, summary } from './support/fixtures';

/** The dispatcher cases (issue 13), through real HTTP. */
const h = Harness.forFile('assignments_working_time');
beforeEach(async () => {
  const res = await h.call('/api/settings/assignment-validation');
  const body = { qualification: 'Error', availability: 'Error', workingHours: 'Warning', overlap: 'Error', contractCoverage: 'Warning' } as const;
  if (res.body.version) await setSeverities(h, body);
});

type Shift = { start: string; end: string; breakMinutes: number };
const shift = (start: string, end: string, breakMinutes = 0): Shift => ({ start, end, breakMinutes });

async function facilityWithContract(name: string) {
  const facility = await seedFacility(h, { name });
  await publishContract(h, 'created', { facilityId: facility.id, validFrom: '2026-01-01' });
  return facility;
}

const orderAt = (facilityId: string, s: Shift | null, range = { startDate: '2026-01-01', endDate: '2027-12-31' }) =>
  created(h, '/api/orders', { facilityId, requiredQualification: 'pflegefachkraft', ...range, ...(s ? { shiftPattern: everyDay(s) } : { hoursPerDay: 8 }) });

const employee = (extra: Record<string, unknown> = {}) => created(h, '/api/employees', { ...anna, weeklyHours: 60, ...extra });

async function assigned(orderId: string, employeeId: string, startDate: string, endDate = startDate) {
  const res = await h.call('/api/assignments', { body: { orderId, employeeId, startDate, endDate } });
  if (res.status !== 200) throw new Error(`assign → ${res.status}: ${res.text}`);
  return res.body;
}

const codes = (findings: Array<{ code: string }>) => findings.map((f) => f.code);

describe('the issue’s dispatcher cases', () => {
  test('a night 21:00–06:00 at one facility and 05:00–13:00 next morning at another overlap: refused as an overlap Error', async () => {
    const [sonne, linde] = [await facilityWithContract('Haus Sonne'), await facilityWithContract('Haus Linde')];
    const night = await orderAt(sonne.id, shift('21:00', '06:00', 45));
    const early = await orderAt(linde.id, shift('05:00', '13:00', 30));
    const e = await employee();
    await assigned(night.id, e.id, '2026-05-03');
    const res = await h.call('/api/assignments', { body: { orderId: early.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-04' } });
    expect(res.status).toBe(409);
    const overlap = res.body.findings.find((f: { code: string }) => f.code === 'DUTY_OVERLAP');
    expect(overlap).toMatchObject({ check: 'overlap', severity: 'Error', legalSource: expect.any(String) });
    expect(overlap.related).toContainEqual(expect.objectContaining({ type: 'facility', id: sonne.id, label: 'Haus Sonne' }));
  });

  test('a split shift 06:00–10:00 and 17:00–21:00 at two facilities never touches: saved without findings', async () => {
    const [a, b] = [await facilityWithContract('Haus A'), await facilityWithContract('Haus B')];
    const morning = await orderAt(a.id, shift('06:00', '10:00'));
    const evening = await orderAt(b.id, shift('17:00', '21:00'));
    const e = await employee();
    await assigned(morning.id, e.id, '2026-05-04');
    const res = await h.call('/api/assignments', { body: { orderId: evening.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-04' } });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('10 h net every day Thursday to Wednesday (70 h in seven days in a row) is a finding', async () => {
    const f = await facilityWithContract('Haus Zehn');
    const long = await orderAt(f.id, shift('07:00', '17:45', 45));
    const e = await employee();
    const res = await preview(h, { orderId: long.id, employeeId: e.id, startDate: '2026-05-07', endDate: '2026-05-13' });
    expect(codes(res.body.findings)).toContain('CONSECUTIVE_DAYS_EXCEEDED');
  });

  test('Frühdienst 06:00–14:30 with 30 min break is 8 h net: five of them fill a 40 h contract exactly', async () => {
    const f = await facilityWithContract('Haus Früh');
    const frueh = await orderAt(f.id, shift('06:00', '14:30', 30));
    const e = await employee({ weeklyHours: 40 });
    const res = await preview(h, { orderId: frueh.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-08' });
    expect(res.body).toEqual({ canSave: true, findings: [] });
    const sixth = await preview(h, { orderId: frueh.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-09' });
    expect(codes(sixth.body.findings)).toEqual(['CONTRACT_HOURS_EXCEEDED']);
    expect(sixth.body.findings[0].details).toMatchObject({ plannedHours: 48, contractHours: 40, excessHours: 8 });
  });

  test('a 15-year-old on nights 22:00–06:00 is a youth night-work finding', async () => {
    const f = await facilityWithContract('Haus Jugend');
    const nights = await orderAt(f.id, shift('22:00', '06:00', 60));
    const e = await employee({ dateOfBirth: '2010-12-01' });
    const res = await preview(h, { orderId: nights.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-05' });
    expect(codes(res.body.findings)).toContain('YOUTH_NIGHT_WORK');
  });

  test('rest across the DST change is real elapsed time: 27→28 March 2027 21:00→07:00 is 9 h; 30→31 October 20:00→06:00 is 11 h', async () => {
    const f = await facilityWithContract('Haus Zeit');
    const late = await orderAt(f.id, shift('13:00', '21:00', 30));
    const early = await orderAt(f.id, shift('07:00', '15:00', 30));
    const lateOct = await orderAt(f.id, shift('12:00', '20:00', 30));
    const earlyOct = await orderAt(f.id, shift('06:00', '14:00', 30));
    const e = await employee();
    await assigned(late.id, e.id, '2027-03-27');
    const spring = await preview(h, { orderId: early.id, employeeId: e.id, startDate: '2027-03-28', endDate: '2027-03-28' });
    expect(codes(spring.body.findings)).toEqual(['REST_TOO_SHORT']);
    expect(spring.body.findings[0].details).toMatchObject({ restHours: 9, requiredHours: 11 });
    await assigned(lateOct.id, e.id, '2027-10-30');
    const autumn = await preview(h, { orderId: earlyOct.id, employeeId: e.id, startDate: '2027-10-31', endDate: '2027-10-31' });
    expect(autumn.body.findings).toEqual([]);
  });

  test('13 consecutive working days are a finding', async () => {
    const f = await facilityWithContract('Haus Dauer');
    const o = await orderAt(f.id, shift('06:00', '12:00'));
    const e = await employee();
    const res = await preview(h, { orderId: o.id, employeeId: e.id, startDate: '2026-06-01', endDate: '2026-06-13' });
    expect(codes(res.body.findings)).toContain('CONSECUTIVE_DAYS_EXCEEDED');
  });

  test('if the other order has no shift times, the rest is "not checkable", said as such', async () => {
    const f = await facilityWithContract('Haus Ohne');
    const untimed = await orderAt(f.id, null);
    const timed = await orderAt(f.id, shift('06:00', '12:00'));
    const e = await employee();
    const other = await assigned(untimed.id, e.id, '2026-05-03');
    const res = await preview(h, { orderId: timed.id, employeeId: e.id, startDate: '2026-05-04', endDate: '2026-05-04' });
    const found = res.body.findings.filter((x: { code: string }) => x.code === 'REST_NOT_CHECKABLE');
    expect(found).toHaveLength(1);
    expect(found[0].details).toMatchObject({ date: '2026-05-03', assignmentId: other.id });
    expect(found[0].message).toMatch(/^Ruhezeit nicht prüfbar/);
  });
});

describe('findings a dispatcher can act on', () => {
  test('German by default, English by Accept-Language, with legal source, remedy and labelled records', async () => {
    const f = await facilityWithContract('Haus Sprache');
    const late = await orderAt(f.id, shift('14:00', '22:00', 30));
    const early = await orderAt(f.id, shift('06:00', '14:00', 30));
    const e = await employee();
    await assigned(late.id, e.id, '2026-05-04');
    const input = { orderId: early.id, employeeId: e.id, startDate: '2026-05-05', endDate: '2026-05-05' };
    const [de] = (await preview(h, input)).body.findings;
    const [en] = (await preview(h, input, { 'accept-language': 'en-US,en;q=0.8' })).body.findings;
    expect(de).toMatchObject({ code: 'REST_TOO_SHORT', legalSource: 'ArbZG §5 Abs. 1', details: { restHours: 8, requiredHours: 11 } });
    expect(de.remedy).toBe('Frühester Beginn mit 11 h Ruhezeit: 09:00.');
    expect(en.remedy).toBe('Earliest start that keeps 11 h rest: 09:00.');
    expect(de.related).toContainEqual({ type: 'employee', id: e.id, label: 'Anna Müller' });
  });

  test('a rule can have its own severity: REST_TOO_SHORT as Error refuses while the family stays Warning', async () => {
    const f = await facilityWithContract('Haus Regel');
    const late = await orderAt(f.id, shift('14:00', '22:00', 30));
    const early = await orderAt(f.id, shift('06:00', '14:00', 30));
    const e = await employee();
    await assigned(late.id, e.id, '2026-05-04');
    const current = (await h.call('/api/settings/assignment-validation')).body;
    const { version: _v, updatedAt: _u, ...values } = current;
    const put = await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: { REST_TOO_SHORT: 'Error' } } });
    expect(put.status).toBe(200);
    expect(put.body.rules).toEqual({ REST_TOO_SHORT: 'Error' });
    const res = await h.call('/api/assignments', { body: { orderId: early.id, employeeId: e.id, startDate: '2026-05-05', endDate: '2026-05-05' } });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['workingHours:REST_TOO_SHORT:Error']);
    await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: {} } });
  });

  test('saving over Warnings records who acknowledged which findings, with the reason, in the event', async () => {
    const f = await facilityWithContract('Haus Quittung');
    const late = await orderAt(f.id, shift('14:00', '22:00', 30));
    const early = await orderAt(f.id, shift('06:00', '14:00', 30));
    const e = await employee();
    await assigned(late.id, e.id, '2026-05-04');
    const body = { orderId: early.id, employeeId: e.id, startDate: '2026-05-05', endDate: '2026-05-05' };
    const res = await h.call('/api/assignments', { body: { ...body, acknowledgement: { reason: 'Kollegin krank, Station unterbesetzt' } } });
    expect(res.status).toBe(200);
    const [event] = await eventsFor(h, res.body.id);
    expect(event.data.acknowledgement).toEqual({
      by: { userId: expect.any(String), displayName: expect.anything() },
      reason: 'Kollegin krank, Station unterbesetzt',
      findings: [{ check: 'workingHours', code: 'REST_TOO_SHORT', message: res.body.warnings[0].message, dates: ['2026-05-05'] }],
    });
    const quiet = await h.call(`/api/assignments/${res.body.id}`, { method: 'PUT', body: { ...body, startDate: '2026-05-06', endDate: '2026-05-06' } });
    expect(quiet.body.warnings).toEqual([]);
    expect((await eventsFor(h, res.body.id))[1].data).not.toHaveProperty('acknowledgement');
  });
});

