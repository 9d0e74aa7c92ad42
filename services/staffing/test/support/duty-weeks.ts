import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { ensureDutyWeeks } from '../../src/assignments/duty-weeks.repo';
import { anna, created } from './fixtures';
import type { Harness } from './harness';

/** Helpers of the duty_weeks tests (duty-weeks*.test.ts): the stored week rows and their rebuild. */
export const ZONE = 'Europe/Berlin';

export type WeekRow = { employee_id: string; monday: string; net_minutes: number; starts: number[]; busy: number[] };

/** The stored week rows whose sums are not all zero (incremental upkeep may leave zero rows; a rebuild writes none). */
export async function weekRows(h: Harness): Promise<WeekRow[]> {
  const res = (await h.svc.db.execute(sql`select employee_id::text, monday::text, net_minutes, starts, busy from duty_weeks
    where not (net_minutes = 0 and starts = '{0,0,0,0,0,0,0}'::smallint[] and busy = '{0,0,0,0,0,0,0}'::smallint[])
    order by employee_id, monday`)) as unknown as { rows: WeekRow[] };
  return res.rows.map((r) => ({ ...r, net_minutes: Number(r.net_minutes), starts: r.starts.map(Number), busy: r.busy.map(Number) }));
}

/** The invariant: what is stored equals a rebuild from the live duties (ensureDutyWeeks with force). Answers the rows. */
export async function expectRebuildEqual(h: Harness): Promise<WeekRow[]> {
  const kept = await weekRows(h);
  await ensureDutyWeeks(h.svc.db, ZONE, { force: true });
  const rebuilt = await weekRows(h);
  expect(kept).toEqual(rebuilt);
  return rebuilt;
}

export const rowsOf = (rows: WeekRow[], employeeId: string) => rows.filter((r) => r.employee_id === employeeId);
export const rowOf = (rows: WeekRow[], employeeId: string, monday: string) => rows.find((r) => r.employee_id === employeeId && r.monday === monday);

/** Requests of the duty_weeks tests against one facility. */
export function planning(h: Harness, facilityId: () => string) {
  const put = async (path: string, body: Record<string, unknown>) => {
    const res = await h.call(path, { method: 'PUT', body });
    if (res.status !== 200) throw new Error(`PUT ${path} → ${res.status}: ${res.text}`);
    return res.body;
  };
  return {
    order: (range: { startDate: string; endDate: string }, shape: Record<string, unknown>) =>
      created(h, '/api/orders', { facilityId: facilityId(), requiredQualification: 'pflegefachkraft', ...range, ...shape }),
    employee: () => created(h, '/api/employees', anna),
    assignment: (body: Record<string, unknown>) => created(h, '/api/assignments', body),
    put,
    del: (path: string) => h.call(path, { method: 'DELETE' }),
    restore: (id: string) => h.call(`/api/trash/assignments/${id}/restore`, { method: 'POST' }),
  };
}
