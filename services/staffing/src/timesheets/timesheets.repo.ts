import { and, asc, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import type { TimesheetState } from '@cs/contracts/http/timesheets';
import { assignments, employees, facilityDirectory, timesheetRows, timesheets } from '../schema';
import { reachedBy, type TimesheetReach } from './timesheet-reach';
import type { NamedTimesheet, TimesheetRowRecord } from './timesheet-record';

export interface WeekScope {
  monday: string;
  sunday: string;
  facilityId?: string;
  employeeId?: string | null;
}

/**
 * Makes the missing timesheets of a week: one per live assignment with duties in it (and in the
 * scope's facility or employee), with a row per duty as planned now. Idempotent; two requests at
 * once make one (the unique index on the current revision; the loser inserts nothing).
 */
export async function makeMissingTimesheets(q: Queryable, s: WeekScope) {
  await q.execute(sql`with candidates as (
      select a.id as assignment_id, a.employee_id, a.order_id, o.facility_id
      from assignments a join orders o on o.id = a.order_id
      where a.deleted_at is null and a.start_date <= ${s.sunday}::date and a.end_date >= ${s.monday}::date
        and (${s.employeeId ?? null}::uuid is null or a.employee_id = ${s.employeeId ?? null}::uuid)
        and (${s.facilityId ?? null}::uuid is null or o.facility_id = ${s.facilityId ?? null}::uuid)
        and exists (select 1 from duties d where d.assignment_id = a.id and d.date between ${s.monday}::date and ${s.sunday}::date)
        and not exists (select 1 from timesheets t where t.assignment_id = a.id and t.week_start = ${s.monday}::date)),
    made as (
      insert into timesheets (id, assignment_id, employee_id, order_id, facility_id, week_start)
      select gen_random_uuid(), assignment_id, employee_id, order_id, facility_id, ${s.monday}::date from candidates
      on conflict do nothing
      returning id, assignment_id)
    insert into timesheet_rows (timesheet_id, date, position, planned_start, planned_end, planned_break_minutes)
    select m.id, d.date, d.position, d.start, d.end, d.break_minutes
    from made m join duties d on d.assignment_id = m.assignment_id and d.date between ${s.monday}::date and ${s.sunday}::date`);
}

const named = (q: Queryable) =>
  q
    .select({ sheet: getTableColumns(timesheets), firstName: employees.firstName, lastName: employees.lastName, facilityName: facilityDirectory.name })
    .from(timesheets)
    .innerJoin(assignments, and(eq(assignments.id, timesheets.assignmentId), isNull(assignments.deletedAt)))
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, timesheets.facilityId));

export interface TimesheetFilter extends WeekScope {
  state?: TimesheetState;
  page: number;
  pageSize: number;
}

/** The current revision of each timesheet of the week; Own → only the linked employee's, Facility → the linked facility's, in SQL. */
export async function listTimesheets(q: Queryable, f: TimesheetFilter, reach: TimesheetReach) {
  const where = and(
    eq(timesheets.weekStart, f.monday),
    isNull(timesheets.supersededById),
    reachedBy(reach),
    f.employeeId ? eq(timesheets.employeeId, f.employeeId) : undefined,
    f.facilityId ? eq(timesheets.facilityId, f.facilityId) : undefined,
    f.state ? eq(timesheets.state, f.state) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    named(q)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(sql`lower(${facilityDirectory.name})`), asc(timesheets.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    q.select({ total: count() }).from(timesheets).innerJoin(assignments, and(eq(assignments.id, timesheets.assignmentId), isNull(assignments.deletedAt))).where(where),
  ]);
  return { rows: rows as NamedTimesheet[], total };
}

export async function findTimesheet(q: Queryable, id: string, reach: TimesheetReach, { lock = false } = {}): Promise<NamedTimesheet | undefined> {
  const query = named(q).where(and(eq(timesheets.id, id), reachedBy(reach)));
  const [row] = lock ? await query.for('update', { of: timesheets }) : await query;
  return row as NamedTimesheet | undefined;
}

/** The rows of some timesheets, by timesheet id, each list by date and position. */
export async function rowsOf(q: Queryable, ids: string[]): Promise<Map<string, TimesheetRowRecord[]>> {
  const byId = new Map<string, TimesheetRowRecord[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await q.select().from(timesheetRows).where(inArray(timesheetRows.timesheetId, ids)).orderBy(asc(timesheetRows.date), asc(timesheetRows.position));
  for (const r of rows) byId.get(r.timesheetId)?.push(r);
  return byId;
}

export type RowChange = Pick<TimesheetRowRecord, 'date' | 'position'> & Partial<Omit<TimesheetRowRecord, 'timesheetId' | 'date' | 'position'>>;

export async function writeRows(q: Queryable, timesheetId: string, changes: RowChange[]) {
  for (const { date, position, ...values } of changes) {
    if (Object.keys(values).length === 0) continue;
    await q
      .update(timesheetRows)
      .set(values)
      .where(and(eq(timesheetRows.timesheetId, timesheetId), eq(timesheetRows.date, date), eq(timesheetRows.position, position)));
  }
}

/** A copy of a timesheet's rows under another timesheet (a new revision). */
export async function copyRows(q: Queryable, fromId: string, toId: string) {
  await q.execute(sql`insert into timesheet_rows (timesheet_id, date, position, planned_start, planned_end, planned_break_minutes, actual_start, actual_end, actual_break_minutes, comment, dispute_comment)
    select ${toId}::uuid, date, position, planned_start, planned_end, planned_break_minutes, actual_start, actual_end, actual_break_minutes, comment, null
    from timesheet_rows where timesheet_id = ${fromId}::uuid`);
}

/** Actual duties of an assignment's other current timesheets (for the check of one week). */
export async function otherWeeksRows(q: Queryable, assignmentId: string, exceptMonday: string) {
  return q
    .select(getTableColumns(timesheetRows))
    .from(timesheetRows)
    .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
    .where(and(eq(timesheets.assignmentId, assignmentId), isNull(timesheets.supersededById), sql`${timesheets.weekStart} <> ${exceptMonday}::date`));
}
