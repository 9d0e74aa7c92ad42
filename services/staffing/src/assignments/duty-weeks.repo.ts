/**
 * Keeps `duty_weeks` (tables/duty-weeks.ts) with the duties: every transaction that adds or removes
 * duties of a live assignment (create, change, an order's new pattern, trash, restore) adds its
 * difference in one upsert. Differences commute, so concurrent transactions need no lock of their
 * own; rows are written in one order (by employee, then Monday) and after the order's row lock (every assignment
 * change takes that first), so two transactions never wait on each other in a cycle.
 */
import { sql } from 'drizzle-orm';
import { arrayLiteral, preparedStatement, type Db, type Queryable } from '@cs/service-kit';
import { dutyWeeksZone } from '../schema';
import { fromDayNumber } from '../shared/dates';
import { addToWeeks, type SummableDuty, type WeekSummaries } from '../working-time/other-weeks';

const summed = (column: 'starts' | 'busy') =>
  `array[${Array.from({ length: 7 }, (_, i) => `duty_weeks.${column}[${i + 1}] + excluded.${column}[${i + 1}]`).join(', ')}]::smallint[]`;

/**
 * The upsert adding week rows, given as parallel arrays (`weekArrays`), to what is stored, in
 * (employee, Monday) order: one text whatever the number of weeks, so it is prepared once per
 * connection (preparedStatement).
 */
export const addWeeksFromArrays = sql`insert into duty_weeks (employee_id, monday, net_minutes, starts, busy)
  select w.employee_id, w.monday, w.net_minutes, w.starts::smallint[], w.busy::smallint[]
  from unnest(${sql.placeholder('weekEmployees')}::uuid[], ${sql.placeholder('mondays')}::date[], ${sql.placeholder('netMinutes')}::int[],
    ${sql.placeholder('weekStarts')}::text[], ${sql.placeholder('weekBusy')}::text[]) as w(employee_id, monday, net_minutes, starts, busy)
  order by w.employee_id, w.monday
  ${sql.raw(`on conflict (employee_id, monday) do update set net_minutes = duty_weeks.net_minutes + excluded.net_minutes, starts = ${summed('starts')}, busy = ${summed('busy')}`)}`;

/** Weeks as the arrays `addWeeksFromArrays` reads. */
export type WeekArrays = {
  weekEmployees: string;
  mondays: string;
  netMinutes: string;
  weekStarts: string;
  weekBusy: string;
};

/** Weeks of several employees as `addWeeksFromArrays`'s arrays; weeks whose difference is nothing are left out. */
export function weekArrays(changes: ReadonlyArray<[employeeId: string, weeks: WeekSummaries]>): WeekArrays & { count: number } {
  const rows = changes.flatMap(([employeeId, weeks]) =>
    [...weeks].filter(([, w]) => w.netMinutes !== 0 || w.starts.some((n) => n !== 0) || w.busy.some((n) => n !== 0)).map(([monday, w]) => ({ employeeId, monday, w })),
  );
  return {
    count: rows.length,
    weekEmployees: arrayLiteral(rows.map((r) => r.employeeId)),
    mondays: arrayLiteral(rows.map((r) => fromDayNumber(r.monday))),
    netMinutes: arrayLiteral(rows.map((r) => r.w.netMinutes)),
    // Each week's per-weekday counts as the text of a smallint[] (quoted: it holds commas).
    weekStarts: `{${rows.map((r) => `"{${r.w.starts.join(',')}}"`).join(',')}}`,
    weekBusy: `{${rows.map((r) => `"{${r.w.busy.join(',')}}"`).join(',')}}`,
  };
}

/** What an employee's weeks gain when their live duties change from `removed` to `added` (either may be empty). */
export const weekDifference = (removed: readonly SummableDuty[], added: readonly SummableDuty[], zone: string): WeekSummaries =>
  addToWeeks(addToWeeks(new Map(), removed, zone, -1), added, zone, 1);

const addWeeks = preparedStatement('staffing_add_duty_weeks', addWeeksFromArrays);

/** Records that an employee's live duties changed from `removed` to `added`. */
export async function recordDutyChange(q: Queryable, employeeId: string, removed: readonly SummableDuty[], added: readonly SummableDuty[], zone: string): Promise<void> {
  const weeks = weekArrays([[employeeId, weekDifference(removed, added, zone)]]);
  if (weeks.count > 0) await addWeeks(q).execute(weeks);
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
    where d.employee_id = any(${arrayLiteral(employeeIds)}::uuid[])`)) as unknown as { rows: Array<SummableDuty & { employeeId: string }> };
  const byEmployee = new Map<string, WeekSummaries>();
  for (const d of rows) {
    let weeks = byEmployee.get(d.employeeId);
    if (!weeks) byEmployee.set(d.employeeId, (weeks = new Map()));
    addToWeeks(weeks, [d], zone);
  }
  const weeks = weekArrays([...byEmployee]);
  if (weeks.count > 0) await addWeeks(tx).execute(weeks);
  return weeks.count;
}
