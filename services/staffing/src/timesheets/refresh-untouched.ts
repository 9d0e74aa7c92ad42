import { sql } from 'drizzle-orm';
import { arrayLiteral, rowsOf, type Queryable } from '@cs/service-kit';
import type { WeekScope } from './timesheets.repo';

/**
 * Timesheets of the week that nobody has touched yet (open, first revision, version 1: no edit, no
 * step) follow the plan: where the assignment's duties in the week differ from the rows, the rows
 * are made again from the duties (same timesheet id); where no duty is left, the timesheet goes.
 * A touched timesheet keeps the plan it was worked against. Nothing of this is a person's change:
 * no event, no new version. Run in a transaction (the row locks must last until the rows are written).
 */
export async function refreshUntouchedTimesheets(q: Queryable, s: WeekScope) {
  const untouched = sql`select t.id, t.assignment_id from timesheets t join assignments a on a.id = t.assignment_id and a.deleted_at is null
    where t.week_start = ${s.monday}::date and t.state = 'open' and t.revision = 1 and t.version = 1
      and (${s.employeeId ?? null}::uuid is null or t.employee_id = ${s.employeeId ?? null}::uuid)
      and (${s.facilityId ?? null}::uuid is null or t.facility_id = ${s.facilityId ?? null}::uuid)`;
  const planned = sql`(select coalesce(array_agg(row(d.date, d.position, d.start, d.end, d.break_minutes)::text order by d.date, d.position), '{}')
    from duties d where d.assignment_id = u.assignment_id and d.date between ${s.monday}::date and ${s.sunday}::date)`;
  const recorded = sql`(select coalesce(array_agg(row(r.date, r.position, r.planned_start, r.planned_end, r.planned_break_minutes)::text order by r.date, r.position), '{}')
    from timesheet_rows r where r.timesheet_id = u.id)`;
  const stale = rowsOf<{ id: string; empty: boolean }>(await q.execute(sql`select u.id, ${planned} = '{}' as empty from (${untouched}) u where ${planned} is distinct from ${recorded}`));
  if (stale.length === 0) return;
  // Under the row lock an edit takes too, and only if still untouched (an edit that came first wins).
  const locked = new Set(rowsOf<{ id: string }>(await q.execute(sql`select id from timesheets
    where id = any(${arrayLiteral(stale.map((r) => r.id))}::uuid[]) and state = 'open' and revision = 1 and version = 1 order by id for update`)).map((r) => r.id));
  const gone = stale.filter((r) => r.empty && locked.has(r.id)).map((r) => r.id);
  const remade = stale.filter((r) => !r.empty && locked.has(r.id)).map((r) => r.id);
  if (gone.length > 0) await q.execute(sql`delete from timesheets where id = any(${arrayLiteral(gone)}::uuid[])`);
  if (remade.length === 0) return;
  const ids = arrayLiteral(remade);
  await q.execute(sql`delete from timesheet_rows where timesheet_id = any(${ids}::uuid[])`);
  await q.execute(sql`insert into timesheet_rows (timesheet_id, date, position, planned_start, planned_end, planned_break_minutes)
    select t.id, d.date, d.position, d.start, d.end, d.break_minutes
    from timesheets t join duties d on d.assignment_id = t.assignment_id and d.date between ${s.monday}::date and ${s.sunday}::date
    where t.id = any(${ids}::uuid[])`);
}
