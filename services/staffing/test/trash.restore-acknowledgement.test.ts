import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, eventsFor, setSeverities, summary, world } from './support/fixtures';

let h: Harness;
beforeAll(async () => {
  h = await Harness.start('trash_restore_ack');
  await setSeverities(h, { contractCoverage: 'Warning' });
});
afterAll(async () => {
  await h?.stop();
});

const week = { startDate: '2026-05-04', endDate: '2026-05-08' };
const restore = (id: string, body?: unknown, headers?: Record<string, string>) =>
  h.call(`/api/trash/assignments/${id}/restore`, { method: 'POST', body, headers });

/** An assignment saved over a contract-coverage Warning (its facility has no contract), then deleted. */
async function trashedWithWarning(contract = false) {
  const { order, employee } = await world(h, { contract });
  const saved = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
  expect(saved.status).toBe(200);
  expect((await h.call(`/api/assignments/${saved.body.id}`, { method: 'DELETE' })).status).toBe(204);
  return saved.body;
}

describe('restoring an assignment over Warnings', () => {
  test('when restored over a Warning with a reason, then the restored event records who acknowledged which finding and why', async () => {
    const assignment = await trashedWithWarning();
    const res = await restore(assignment.id, { acknowledgement: { reason: 'Vertrag ist unterschrieben, Eingang folgt' } }, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Warning']);
    expect(res.body.warnings[0].message).toMatch(/^No active contract with Haus Sonnenschein covers the assignment/);
    const event = (await eventsFor(h, assignment.id)).at(-1);
    expect(event.type).toBe('staffing.assignment.restored');
    expect(event.data.acknowledgement).toEqual({
      by: { userId: expect.any(String), displayName: expect.anything() },
      reason: 'Vertrag ist unterschrieben, Eingang folgt',
      findings: [{ check: 'contractCoverage', code: 'CONTRACT_COVERAGE_MISSING', message: res.body.warnings[0].message }],
    });
  });

  test('when restored over a Warning without a body, then the restore itself is the acknowledgement (no reason), in German by default', async () => {
    const assignment = await trashedWithWarning();
    const res = await restore(assignment.id);
    expect(res.status).toBe(200);
    expect(res.body.warnings[0].message).toMatch(/^Kein aktiver Vertrag mit Haus Sonnenschein/);
    const event = (await eventsFor(h, assignment.id)).at(-1);
    expect(event.data.acknowledgement).toMatchObject({ reason: null, findings: [{ code: 'CONTRACT_COVERAGE_MISSING' }] });
  });

  test('when restored without warnings, then the event has no acknowledgement', async () => {
    const assignment = await trashedWithWarning(true);
    const res = await restore(assignment.id, { acknowledgement: { reason: 'unnötig' } });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    expect((await eventsFor(h, assignment.id)).at(-1).data).not.toHaveProperty('acknowledgement');
  });

  test('when the acknowledgement is malformed, then 400 naming the field and the assignment stays in the trash', async () => {
    const assignment = await trashedWithWarning();
    const res = await restore(assignment.id, { acknowledgement: { reason: 42 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['acknowledgement.reason']);
    expect((await h.call(`/api/assignments/${assignment.id}`)).status).toBe(404);
  });
});

describe('GET /api/trash/assignments/{id}/check: what restoring would find, before restoring', () => {
  const check = (id: string, headers?: Record<string, string>) => h.call(`/api/trash/assignments/${id}/check`, { headers });

  test('when the restore would be over a Warning, then the check answers it in the caller\'s language and restores nothing', async () => {
    const assignment = await trashedWithWarning();
    const res = await check(assignment.id);
    expect(res.status).toBe(200);
    expect(res.body.canSave).toBe(true);
    expect(summary(res.body.findings)).toEqual(['contractCoverage:CONTRACT_COVERAGE_MISSING:Warning']);
    expect(res.body.findings[0].message).toMatch(/^Kein aktiver Vertrag mit Haus Sonnenschein/);
    expect((await check(assignment.id, { 'accept-language': 'en' })).body.findings[0].message).toMatch(/^No active contract with Haus Sonnenschein/);
    expect((await h.call(`/api/assignments/${assignment.id}`)).status).toBe(404);
    expect((await eventsFor(h, assignment.id)).at(-1).type).toBe('staffing.assignment.deleted');
  });

  test('when an Error finding would refuse the restore, then the check says it cannot be saved, with the findings', async () => {
    const assignment = await trashedWithWarning();
    await setSeverities(h, { contractCoverage: 'Error' });
    try {
      const res = await check(assignment.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ canSave: false, findings: [{ code: 'CONTRACT_COVERAGE_MISSING', severity: 'Error' }] });
      expect((await restore(assignment.id)).body).toMatchObject({ code: 'ASSIGNMENT_CONFLICT', findings: res.body.findings });
    } finally {
      await setSeverities(h, { contractCoverage: 'Warning' });
    }
  });

  test('when the assignment is not in the trash, then 404; a malformed id is 400 naming it', async () => {
    const live = await trashedWithWarning(true);
    expect((await restore(live.id)).status).toBe(200);
    expect((await check(live.id)).status).toBe(404);
    const bad = await check('not-an-id');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['path.id']);
  });
});
