/**
 * What staffing does at start and on a timer, with two processes starting at once on one database:
 * the duties' week sums are summed again once (a table lock that the second waits for, after
 * which it finds them current), and the trash retention purge runs once per interval (the
 * interval is claimed in `periodic_job_claims`): each expired record is purged once, by one process.
 */
import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { anna, assign, created, world } from '../../services/staffing/test/support/fixtures';
import { replicasForFile } from './support/replica-platform';
import { StaffingReplicas } from './support/staffing-replicas';
import type { ServiceProcess } from './support/service-process';

const platform = replicasForFile('replicas_start_tasks');

const weeksOf = async (h: StaffingReplicas) =>
  rowsOf(await h.svc.db.execute(sql`select employee_id, monday::text, net_minutes, starts::text, busy::text from duty_weeks order by employee_id, monday`));
const linesOf = (processes: ServiceProcess[], match: (line: ServiceProcess['lines'][number]) => boolean) => processes.map((p) => p.lines.filter(match).length);

describe('two staffing processes starting at once', () => {
  test('sum the duty weeks once and purge each expired trashed record once, in one process', async () => {
    // Data made by one process: duties of three employees, and three orders in the trash.
    const first = await StaffingReplicas.start(platform, 1);
    const { order, facility } = await world(first, { order: { headcount: 3 } });
    for (const lastName of ['Eins', 'Zwei', 'Drei']) {
      const employee = await created(first, '/api/employees', { ...anna, lastName });
      expect((await assign(first, { orderId: order.id, employeeId: employee.id, startDate: order.startDate, endDate: order.endDate })).status).toBe(200);
    }
    const trashed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const extra = await created(first, '/api/orders', { facilityId: facility.id, startDate: '2026-06-01', endDate: '2026-06-05', shiftPattern: order.shiftPattern });
      expect((await first.call(`/api/orders/${extra.id}`, { method: 'DELETE' })).status).toBe(204);
      trashed.push(extra.id);
    }
    const weeks = await weeksOf(first);
    expect(weeks.length).toBeGreaterThan(0);
    await first.processes[0].stop();
    // As after a change of PLANNING_TIME_ZONE: the sums must be made again. The trash is 40 days old,
    // and the retention interval the first process claimed at its start has passed.
    await first.svc.db.execute(sql`update duty_weeks_zone set time_zone = 'UTC'`);
    await first.svc.db.execute(sql`update duty_weeks set net_minutes = net_minutes + 999`);
    await first.svc.db.execute(sql`update orders set deleted_at = now() - interval '40 days' where deleted_at is not null`);
    await first.svc.db.execute(sql`update periodic_job_claims set claimed_until = now() where name = 'trash-retention'`);

    const h = await StaffingReplicas.start(platform, 2, { LOG_LEVEL: 'debug', TRASH_PURGE_INTERVAL_SECONDS: '3600' });
    expect(linesOf(h.processes, (l) => l.msg === 'duty weeks summed').sort()).toEqual([0, 1]);
    expect(await weeksOf(h)).toEqual(weeks);

    const retention = (verb: string) => (l: ServiceProcess['lines'][number]) => l.job === 'trash-retention' && String(l.msg).startsWith(`periodic job ${verb}`);
    await eventually(async () => linesOf(h.processes, retention('skipped')).concat(linesOf(h.processes, retention('runs'))).reduce((a, b) => a + b) === 2);
    expect(linesOf(h.processes, retention('runs')).sort()).toEqual([0, 1]);
    await eventually(async () => rowsOf(await h.svc.db.execute(sql`select 1 from orders where deleted_at is not null`)).length === 0);
    const purged = rowsOf<{ id: string }>(await h.svc.db.execute(sql`select payload->'subject'->>'id' as id from outbox where payload->>'type' = 'staffing.order.purged'`));
    expect(purged.map((p) => p.id).sort()).toEqual([...trashed].sort());
  }, 300_000);
});
