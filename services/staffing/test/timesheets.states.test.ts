import { beforeAll, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { actual, assignedWeek, put, sheetOf, step } from './support/timesheets';

const h = Harness.forFile('timesheets_states');
const week = '2026-W19';

describe('states: open → submitted → confirmed | disputed → corrected → submitted; confirmed is final', () => {
  let id: string;
  beforeAll(async () => {
    const world = await assignedWeek(h);
    id = (await sheetOf(h, week, world.assignment.id)).id;
  });

  const expectRefused = async (res: { status: number; body: { code: string; state?: string } }, code: string, state: string) => {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code, state });
  };

  test('an open timesheet cannot be confirmed, disputed or revised', async () => {
    await expectRefused(await step(h, id, 'confirm'), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'open');
    await expectRefused(await step(h, id, 'dispute', { comment: 'zu früh' }), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'open');
    await expectRefused(await step(h, id, 'revise'), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'open');
  });

  test('submitted: who and when are kept; it cannot be edited or submitted again', async () => {
    const res = await step(h, id, 'submit');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'submitted', submitted: { at: expect.any(String), by: { name: 'Admin Tester' } } });
    await expectRefused(await put(h, id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T15:00', 30)]), 'TIMESHEET_NOT_EDITABLE', 'submitted');
    await expectRefused(await step(h, id, 'submit'), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'submitted');
  });

  test('disputed with a comment per duty; corrected; submitted again', async () => {
    const disputed = await step(h, id, 'dispute', { comment: 'Bitte prüfen', rows: [{ date: '2026-05-04', position: 0, disputeComment: 'Dienst endete 14:00' }] });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({ state: 'disputed', disputeComment: 'Bitte prüfen', disputed: { by: { name: 'Admin Tester' } } });
    expect(disputed.body.rows[0].disputeComment).toBe('Dienst endete 14:00');
    expect(disputed.body.rows[1].disputeComment).toBeNull();
    await expectRefused(await step(h, id, 'confirm'), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'disputed');
    const corrected = await put(h, id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:00', 30)]);
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ state: 'disputed', totalNetMinutes: 5 * 480 - 30 });
    expect((await step(h, id, 'submit')).body.state).toBe('submitted');
  });

  test('confirmed is final: no edit, no step back; who confirmed when is on it', async () => {
    const confirmed = await step(h, id, 'confirm');
    expect(confirmed.body).toMatchObject({ state: 'confirmed', confirmed: { at: expect.any(String), by: { name: 'Admin Tester' } } });
    await expectRefused(await put(h, id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T15:00', 30)]), 'TIMESHEET_NOT_EDITABLE', 'confirmed');
    for (const name of ['submit', 'confirm'] as const) await expectRefused(await step(h, id, name), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'confirmed');
    await expectRefused(await step(h, id, 'dispute', { comment: 'zu spät' }), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'confirmed');
  });

  test('a correction after confirmation is a new revision; both are kept, the list shows the current one, both are audited', async () => {
    const revised = await step(h, id, 'revise');
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ state: 'open', revision: 2, previousRevisionId: id, supersededById: null, confirmed: null, totalNetMinutes: 5 * 480 - 30 });
    expect(revised.body.rows[0]).toMatchObject({ actualEnd: '2026-05-04T14:00', actualEntered: true, disputeComment: null });
    const old = (await h.call(`/api/timesheets/${id}`)).body;
    expect(old).toMatchObject({ state: 'confirmed', revision: 1, supersededById: revised.body.id });
    expect(old.rows[0].actualEnd).toBe('2026-05-04T14:00');
    const list = await h.call(`/api/timesheets?week=${week}&employeeId=${old.employeeId}`);
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([revised.body.id]);
    await expectRefused(await step(h, id, 'revise'), 'TIMESHEET_TRANSITION_NOT_ALLOWED', 'confirmed');
    await expectRefused(await put(h, id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T15:00', 30)]), 'TIMESHEET_NOT_EDITABLE', 'confirmed');
    // The new revision goes through the states again.
    expect((await put(h, revised.body.id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:15', 30)])).status).toBe(200);
    expect((await step(h, revised.body.id, 'submit')).body.state).toBe('submitted');
    expect((await step(h, revised.body.id, 'confirm')).body.state).toBe('confirmed');

    const states = (await eventsFor(h, id)).map((e: { type: string; changes?: Array<{ field: string; after: unknown }> }) => [e.type, e.changes?.find((c) => c.field === 'state')?.after ?? null]);
    expect(states).toEqual([
      ['staffing.timesheet.updated', 'submitted'],
      ['staffing.timesheet.updated', 'disputed'],
      ['staffing.timesheet.updated', null],
      ['staffing.timesheet.updated', 'submitted'],
      ['staffing.timesheet.updated', 'confirmed'],
      ['staffing.timesheet.updated', null],
    ]);
    expect((await eventsFor(h, revised.body.id)).map((e: { type: string }) => e.type)).toEqual(['staffing.timesheet.created', 'staffing.timesheet.updated', 'staffing.timesheet.updated', 'staffing.timesheet.updated']);
  });

  test('an assignment whose timesheets record work is not deleted (409, kept); one with open timesheets only is', async () => {
    const assignmentId = (await h.call(`/api/timesheets/${id}`)).body.assignmentId;
    const refused = await h.call(`/api/assignments/${assignmentId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ASSIGNMENT_HAS_TIMESHEETS', timesheetIds: expect.arrayContaining([id]) });
    expect((await h.call(`/api/assignments/${assignmentId}`)).status).toBe(200);
    const open = await assignedWeek(h);
    const sheet = await sheetOf(h, week, open.assignment.id);
    expect((await h.call(`/api/assignments/${open.assignment.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/timesheets/${sheet.id}`)).status).toBe(404);
  });
});
