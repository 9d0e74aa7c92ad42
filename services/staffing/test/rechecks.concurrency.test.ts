import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, setSeverities, world } from './support/fixtures';

const h = Harness.forFile('rechecks_concurrency');

const week = { startDate: '2030-05-06', endDate: '2030-05-10' };

describe('an absence and an assignment over the same days, at once', () => {
  test('then either the assignment is refused or the absence reports it — never neither', async () => {
    await setSeverities(h, { availability: 'Error' });
    const worlds = [];
    for (let i = 0; i < 10; i++) worlds.push(await world(h, { order: { startDate: '2030-05-01', endDate: '2030-05-31' } }));
    const outcomes = await Promise.all(
      worlds.map(async ({ order, employee }) => {
        const [absence, assignment] = await Promise.all([
          h.call('/api/absences', { body: { employeeId: employee.id, type: 'sickness', ...week } }),
          assign(h, { orderId: order.id, employeeId: employee.id, ...week }),
        ]);
        expect(absence.status).toBe(200);
        const reported = absence.body.affectedAssignments.items.some((i: { assignment: { id: string } }) => i.assignment.id === assignment.body.id);
        if (assignment.status === 409) return reported ? 'both?' : 'refused';
        expect(assignment.status).toBe(200);
        return reported ? 'reported' : 'neither';
      }),
    );
    expect(outcomes.filter((o) => o !== 'refused' && o !== 'reported')).toEqual([]);
  });
});
