import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, assign, created, everyDay, frueh, preview, publishContract, seedFacility } from './support/fixtures';
import { day } from './support/availability';

const h = Harness.forFile('candidates_api');

/** A facility with a contract and an order for Pflegehelfer from day +10 to +16 (every day Frühdienst). */
async function scene(order: Record<string, unknown> = {}) {
  const facility = await seedFacility(h, { travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });
  await publishContract(h, 'created', { facilityId: facility.id });
  const o = await created(h, '/api/orders', {
    facilityId: facility.id,
    requiredQualification: 'pflegehelfer',
    startDate: day(10),
    endDate: day(16),
    headcount: 2,
    shiftPattern: everyDay(frueh),
    ...order,
  });
  const person = (firstName: string, data: Record<string, unknown> = {}) => created(h, '/api/employees', { ...anna, firstName, lastName: `Cand-${o.id.slice(-6)}`, ...data });
  return { facility, order: o, person };
}

const candidates = (orderId: string, query = '', headers?: Record<string, string>) => h.call(`/api/orders/${orderId}/candidates${query ? `?${query}` : ''}`, { headers });
const names = (body: { items: Array<{ employee: { firstName: string } }> }) => body.items.map((c) => c.employee.firstName);

describe('GET /api/orders/{id}/candidates', () => {
  test('when employees differ in qualification, then the exact fit ranks first, the unqualified only with includeBlocked, the blocked and inactive never', async () => {
    const { facility, order, person } = await scene();
    const helfer = await person('Hanna', { qualifications: ['pflegehelfer'] });
    const fach = await person('Franz', { qualifications: ['pflegefachkraft'] });
    const none = await person('Nora', { qualifications: [] });
    const blocked = await person('Bruno', { qualifications: ['pflegehelfer'] });
    await person('Inga', { qualifications: ['pflegehelfer'], active: false });
    await created(h, '/api/employee-facility-preferences', { employeeId: blocked.id, facilityId: facility.id, preference: 'blocked', reason: 'Beschwerde' });
    await created(h, '/api/employee-distances', { employeeId: helfer.id, facilityId: facility.id, km: 3 });

    const res = await candidates(order.id, '', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderId: order.id, from: day(10), to: day(16), notes: [], page: 1, pageSize: 20, hasMore: false });
    expect(names(res.body)).toEqual(['Hanna', 'Franz']);
    const [first, second] = res.body.items;
    expect(first.score.parts.qualification).toMatchObject({ value: 1, details: { fit: 'exact' } });
    expect(second.score.parts.qualification).toMatchObject({ value: 0.333333, details: { fit: 'overQualified', rankGap: 2 } });
    expect(first.score.parts.distance.reason).toBe('3 km, EUR 12.60 travel cost');
    expect(second.score.parts.distance).toMatchObject({ value: 0, reason: 'no distance recorded', details: { km: null, travelCost: null } });
    expect(first.employee).toEqual({ id: helfer.id, firstName: 'Hanna', lastName: helfer.lastName, qualifications: ['pflegehelfer'] });
    for (const c of res.body.items) {
      const parts = Object.values(c.score.parts) as Array<{ value: number; weight: number; points: number }>;
      expect(parts).toHaveLength(8);
      expect(parts.reduce((sum, p) => sum + p.points, 0)).toBeCloseTo(c.score.total, 5);
      const checked = await preview(h, { orderId: order.id, employeeId: c.employee.id, startDate: day(10), endDate: day(16) }, { 'accept-language': 'en' });
      expect({ canSave: c.canSave, findings: c.findings }).toEqual(checked.body);
    }

    const all = await candidates(order.id, 'includeBlocked=true');
    expect(names(all.body)).toEqual(['Hanna', 'Franz', 'Nora']);
    expect(all.body.items[2].canSave).toBe(false);
    expect(all.body.items[2].findings.map((f: { code: string }) => f.code)).toContain('QUALIFICATION_MISSING');
    expect(all.body.items[0].score.parts.distance.reason).toBe('3 km, 12,60 € Fahrtkosten');
    expect(all.body.items.map((c: { employee: { id: string } }) => c.employee.id)).toEqual([helfer.id, fach.id, none.id]);
  });

  test('when places are taken on the first days, then the default window is the unfilled rest', async () => {
    const { order, person } = await scene({ headcount: 1 });
    const a = await person('Anja', { qualifications: ['pflegehelfer'] });
    expect((await assign(h, { orderId: order.id, employeeId: a.id, startDate: day(10), endDate: day(12) })).status).toBe(200);
    const res = await candidates(order.id);
    expect(res.body).toMatchObject({ from: day(13), to: day(16), notes: [] });
    // Anja may take the open days too: she works none of them yet.
    expect(names(res.body)).toContain('Anja');
  });

  test('when every place of the order is taken, then it still answers, saying the order is filled; the others carry the headcount finding', async () => {
    const { order, person } = await scene({ headcount: 1 });
    const a = await person('Anja', { qualifications: ['pflegehelfer'] });
    await person('Bert', { qualifications: ['pflegehelfer'] });
    expect((await assign(h, { orderId: order.id, employeeId: a.id, startDate: day(10), endDate: day(16) })).status).toBe(200);

    const res = await candidates(order.id, '', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: day(10), to: day(16), items: [], hasMore: false });
    expect(res.body.notes).toEqual([{ code: 'ORDER_FILLED', message: 'The order is filled in this window: every day has the headcount it asks for.' }]);
    const all = await candidates(order.id, 'includeBlocked=true');
    expect(names(all.body)).toContain('Bert');
    for (const c of all.body.items) expect(c.findings.map((f: { code: string }) => f.code)).toContain('ORDER_HEADCOUNT_EXCEEDED');
  });

  test('when the headcount finding is only a Warning (per-rule severity), then a filled order’s candidates are savable', async () => {
    const settings = await h.call('/api/settings/assignment-validation');
    const { version: _v, updatedAt: _u, ...values } = settings.body;
    expect((await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: { ORDER_HEADCOUNT_EXCEEDED: 'Warning' } } })).status).toBe(200);
    try {
      const { order, person } = await scene({ headcount: 1 });
      const a = await person('Anja', { qualifications: ['pflegehelfer'] });
      await person('Bert', { qualifications: ['pflegehelfer'] });
      expect((await assign(h, { orderId: order.id, employeeId: a.id, startDate: day(10), endDate: day(16) })).status).toBe(200);
      const res = await candidates(order.id);
      expect(res.body.notes.map((n: { code: string }) => n.code)).toEqual(['ORDER_FILLED']);
      const bert = res.body.items.find((c: { employee: { firstName: string } }) => c.employee.firstName === 'Bert');
      expect(bert).toMatchObject({ canSave: true });
      expect(bert.findings).toContainEqual(expect.objectContaining({ code: 'ORDER_HEADCOUNT_EXCEEDED', severity: 'Warning' }));
    } finally {
      await h.call('/api/settings/assignment-validation', { method: 'PUT', body: values });
    }
  });
});

describe('the unqualified among the candidates', () => {
  test('when the missing qualification is only a Warning (per-rule severity), then the unqualified are listed as savable, ranked by their score', async () => {
    const settings = await h.call('/api/settings/assignment-validation');
    const { version: _v, updatedAt: _u, ...values } = settings.body;
    expect((await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: { QUALIFICATION_MISSING: 'Warning' } } })).status).toBe(200);
    try {
      const { order, person } = await scene();
      const hanna = await person('Hanna', { qualifications: ['pflegehelfer'] });
      const none = await person('Nora', { qualifications: [] });
      const res = await candidates(order.id, 'pageSize=100');
      // Employees of the other tests are candidates too; these two share a last name of their own.
      const ours = res.body.items.filter((c: { employee: { lastName: string } }) => c.employee.lastName === hanna.lastName);
      expect(names({ items: ours })).toEqual(['Hanna', 'Nora']);
      const nora = ours[1];
      expect(nora).toMatchObject({ employee: { id: none.id }, canSave: true, score: { parts: { qualification: { value: 0, details: { fit: 'missing' } } } } });
      expect(nora.findings.map((f: { code: string; severity: string }) => `${f.code}:${f.severity}`)).toContain('QUALIFICATION_MISSING:Warning');
    } finally {
      await h.call('/api/settings/assignment-validation', { method: 'PUT', body: values });
    }
  });
});

describe('bad input to the candidates', () => {
  test.each([
    ['an unknown weight', 'speedWeight=2', 'query.speedWeight'],
    ['a negative weight', 'distanceWeight=-1', 'query.distanceWeight'],
    ['a weight that is no number', 'wishWeight=viel', 'query.wishWeight'],
    ['from after to', `from=${day(14)}&to=${day(12)}`, 'query.to'],
    ['a from before the order', `from=${day(5)}&to=${day(12)}`, 'query.from'],
    ['a to after the order', `from=${day(12)}&to=${day(30)}`, 'query.to'],
    ['a page size beyond 100', 'pageSize=101', 'query.pageSize'],
  ])('when the query has %s, then 400 names the field', async (_what, query, field) => {
    const { order } = await scene();
    const res = await candidates(order.id, query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('when other unknown parameters come, then they are ignored as on every list; the last page answers empty, one more is 400', async () => {
    const { order } = await scene();
    expect((await candidates(order.id, '__proto__=1&constructor=1&toString=1')).status).toBe(200);
    expect((await candidates(order.id, 'page=10000&pageSize=100')).body).toMatchObject({ items: [], page: 10000, pageSize: 100, hasMore: false });
    const beyond = await candidates(order.id, 'page=10001');
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors['query.page']).toEqual(['must be at most 10000']);
  });

  test('when the order does not exist, then 404', async () => {
    expect((await candidates('0190aaaa-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
