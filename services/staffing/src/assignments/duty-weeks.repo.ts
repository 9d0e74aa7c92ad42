/**
 * Keeps `duty_weeks` (tables/duty-weeks.ts) with the duties: every transaction that adds or removes
 * duties of a live assignment (create, change, an order's new pattern, trash, restore) adds its
 * difference in one upsert. Differences commute, so concurrent transactions need no lock of their
 * own; rows are written in one order (by Monday) and after the order's row lock (every assignment
 * change takes that first), so two transactions never wait on each other in a cycle.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '@cs/service-kit';
import { dutyWeeksZone } from '../schema';
import { fromDayNumber } from '../shared/dates';
import { addToWeeks, type SummableDuty, type WeekSummaries, type WeekSummary } from '../working-time/other-weeks';

const summed = (column: 'starts' | 'busy') =>
  `array[${Array.from({ length: 7 }, (_, i) => `duty_weeks.${column}[${i + 1}] + excluded.${column}[${i + 1}]`).join(', ')}]::smallint[]`;

/** The upsert's tail, rendered once. */
const addOnConflict = sql.raw(
  `on conflict (employee_id, monday) do update set net_minutes = duty_weeks.net_minutes + excluded.net_minutes, starts = ${summed('starts')}, busy = ${summed('busy')}`,
);

/** One row of the insert's VALUES. */
const weekRow = (employeeId: string, monday: number, w: WeekSummary) =>
  sql`(${employeeId}::uuid, ${fromDayNumber(monday)}::date, ${w.netMinutes}, ${`{${w.starts.join(',')}}`}::smallint[], ${`{${w.busy.join(',')}}`}::smallint[])`;

/** The statement adding the weeks' sums as differences to what is stored (rows by Monday); null when nothing changes. */
function addWeeks(employeeId: string, weeks: WeekSummaries): SQL | null {
  const rows = [...weeks].filter(([, w]) => w.netMinutes !== 0 || w.starts.some((n) => n !== 0) || w.busy.some((n) => n !== 0));
  if (rows.length === 0) return null;
  rows.sort((a, b) => a[0] - b[0]);
  const values = sql.join(rows.map(([monday, w]) => weekRow(employeeId, monday, w)), sql`, `);
  return sql`insert into duty_weeks (employee_id, monday, net_minutes, starts, busy) values ${values} ${addOnConflict}`;
}

/** The statement recording that an employee's live duties changed from `removed` to `added` (either may be empty); null: no change. */
export function dutyChange(employeeId: string, removed: readonly SummableDuty[], added: readonly SummableDuty[], zone: string): SQL | null {
  return addWeeks(employeeId, addToWeeks(addToWeeks(new Map(), removed, zone, -1), added, zone, 1));
}

/** Records that an employee's live duties changed from `removed` to `added`. */
export async function recordDutyChange(q: Queryable, employeeId: string, removed: readonly SummableDuty[], added: readonly SummableDuty[], zone: string): Promise<void> {
  const change = dutyChange(employeeId, removed, added, zone);
  if (change) await q.execute(change);
}

const REBUILD_EMPLOYEES_PER_BATCH = 1_000;

/**
 * At start: the week sums as the duties give them in this planning time zone. Nothing to do when
 * they were summed in it; otherwise (a new database, an existing one migrated, another zone) they
 * are summed again from the live assignments' duties, in one transaction that other instances
 * starting at the same time wait for. Answers how many weeks were written (null: already current).
 * `force`: sum again all the same (bulk-loaded duties: the benchmarks).
 */
export async function ensureDutyWeeks(db: Db, zone: string, { force = false } = {}): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table duty_weeks_zone in exclusive mode`);
    const [current] = await tx.select().from(dutyWeeksZone);
    if (current?.timeZone === zone && !force) return null;
    await tx.execute(sql`delete from duty_weeks`);
    let written = 0;
    for (let after: string | null = null; ; ) {
      const { rows } = (await tx.execute(sql`select e.id from employees e where ${after}::uuid is null or e.id > ${after}::uuid order by e.id limit ${REBUILD_EMPLOYEES_PER_BATCH}`)) as unknown as { rows: Array<{ id: string }> };
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      written += await sumWeeksOf(tx, rows.map((r) => r.id), zone);
    }
    await tx.insert(dutyWeeksZone).values({ id: 1, timeZone: zone }).onConflictDoUpdate({ target: dutyWeeksZone.id, set: { timeZone: zone } });
    return written;
  });
}

/** Sums the live duties of some employees into new rows of duty_weeks. */
async function sumWeeksOf(tx: Queryable, employeeIds: string[], zone: string): Promise<number> {
  const { rows } = (await tx.execute(sql`select d.employee_id as "employeeId", d.date::text as date, left(d.start::text, 5) as start, left(d."end"::text, 5) as "end", d.break_minutes as "breakMinutes"
    from duties d join assignments a on a.id = d.assignment_id and a.deleted_at is null
    where d.employee_id = any(${`{${employeeIds.join(',')}}`}::uuid[])`)) as unknown as { rows: Array<SummableDuty & { employeeId: string }> };
  const byEmployee = new Map<string, WeekSummaries>();
  for (const d of rows) {
    let weeks = byEmployee.get(d.employeeId);
    if (!weeks) byEmployee.set(d.employeeId, (weeks = new Map()));
    addToWeeks(weeks, [d], zone);
  }
  const values = [...byEmployee].flatMap(([employeeId, weeks]) => [...weeks].map(([monday, w]) => weekRow(employeeId, monday, w)));
  for (let i = 0; i < values.length; i += 5_000) {
    await tx.execute(sql`insert into duty_weeks (employee_id, monday, net_minutes, starts, busy) values ${sql.join(values.slice(i, i + 5_000), sql`, `)}`);
  }
  return values.length;
}
