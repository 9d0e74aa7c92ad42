import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { arrayLiteral, inOneStatement, preparedStatement, type Queryable } from '@cs/service-kit';
import type { DutyResponse } from '@cs/contracts/http/assignments';
import { duties, manualDutyDates } from '../schema';
import { planningTimeZone } from '../working-time/planning-zone';
import type { SummableDuty, WeekSummaries } from '../working-time/other-weeks';
import { addWeeksFromArrays, weekArrays, weekDifference } from './duty-weeks.repo';

/** A duty as stored and answered; null times = a day of an order without shift times. */
export type StoredDuty = DutyResponse;

const hhmm = (v: string | null) => (v === null ? null : v.slice(0, 5));

/**
 * Replaces an assignment's duties (delete, then one insert with the week sums' difference);
 * positions number duties of one date. With `manualDates`, also the dates planned by hand;
 * without, those stay as they are.
 */
export async function replaceDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates?: string[]): Promise<void> {
  const zone = planningTimeZone();
  const removed = (await q.execute(
    manualDates
      ? inOneStatement([sql`delete from manual_duty_dates where assignment_id = ${assignmentId}`, deleteDuties(assignmentId)])
      : deleteDuties(assignmentId),
  )) as unknown as { rows: Array<SummableDuty & { employeeId: string }> };
  // The assignment may have moved to another employee: each one's weeks lose what was theirs.
  const mine = removed.rows.filter((d) => d.employeeId === employeeId);
  const elsewhere = removed.rows.filter((d) => d.employeeId !== employeeId);
  const others = [...new Set(elsewhere.map((d) => d.employeeId))].map((other): [string, WeekSummaries] => [other, weekDifference(elsewhere.filter((d) => d.employeeId === other), [], zone)]);
  await writeDuties(q, assignmentId, employeeId, list, manualDates ?? [], [[employeeId, weekDifference(mine, list, zone)], ...others]);
}

/** Deletes an assignment's duties, answering what its employee's weeks lose. */
const deleteDuties = (assignmentId: string) =>
  sql`delete from duties where assignment_id = ${assignmentId} returning employee_id as "employeeId", date::text as date, left(start::text, 5) as start, left("end"::text, 5) as "end", break_minutes as "breakMinutes"`;

/** The dates planned by hand and the duties, as data-modifying CTEs over parallel arrays (`dutyArrays`). */
export const dutyWrites = sql`manual as (
      insert into manual_duty_dates (assignment_id, date) select ${sql.placeholder('assignmentId')}::uuid, unnest(${sql.placeholder('manualDates')}::date[])
    ), written as (
      insert into duties (assignment_id, employee_id, date, position, start, "end", break_minutes)
      select ${sql.placeholder('assignmentId')}::uuid, ${sql.placeholder('employeeId')}::uuid, d.date, d.position, d.start, d."end", d.break_minutes
      from unnest(${sql.placeholder('dates')}::date[], ${sql.placeholder('positions')}::smallint[], ${sql.placeholder('starts')}::time[],
        ${sql.placeholder('ends')}::time[], ${sql.placeholder('breaks')}::smallint[]) as d(date, position, start, "end", break_minutes)
    )`;

/**
 * The dates planned by hand, the duties and the week sums' changes: one statement of one text
 * whatever their number, prepared once per connection — one round trip, planned once.
 */
const writeStatement = preparedStatement('staffing_write_duties', sql`with ${dutyWrites} ${addWeeksFromArrays}`);

async function writeDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates: string[], weekChanges: Array<[string, WeekSummaries]>): Promise<void> {
  const weeks = weekArrays(weekChanges);
  if (list.length === 0 && manualDates.length === 0 && weeks.count === 0) return;
  await writeStatement(q).execute({ assignmentId, employeeId, ...dutyArrays(list, manualDates), ...weeks });
}

/** The duties (by date and start, positions numbering those of one date) and the hand-planned dates as `dutyWrites`' arrays. */
export function dutyArrays(list: StoredDuty[], manualDates: string[]) {
  const positions = new Map<string, number>();
  const rows = [...list]
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''))
    .map((d) => {
      const position = positions.get(d.date) ?? 0;
      positions.set(d.date, position + 1);
      return { ...d, position };
    });
  return {
    manualDates: arrayLiteral(manualDates),
    dates: arrayLiteral(rows.map((d) => d.date)),
    positions: arrayLiteral(rows.map((d) => d.position)),
    starts: arrayLiteral(rows.map((d) => d.start)),
    ends: arrayLiteral(rows.map((d) => d.end)),
    breaks: arrayLiteral(rows.map((d) => d.breakMinutes)),
  };
}

/** The duties of some assignments, by assignment id, each list by date and start. */
export async function dutiesOf(q: Queryable, assignmentIds: string[]): Promise<Map<string, StoredDuty[]>> {
  const byAssignment = new Map<string, StoredDuty[]>(assignmentIds.map((id) => [id, []]));
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await q
    .select()
    .from(duties)
    .where(assignmentIds.length === 1 ? eq(duties.assignmentId, assignmentIds[0]) : and(inArray(duties.assignmentId, assignmentIds)))
    .orderBy(asc(duties.assignmentId), asc(duties.date), asc(duties.position));
  for (const r of rows) {
    byAssignment.get(r.assignmentId)?.push({ date: r.date, start: hhmm(r.start), end: hhmm(r.end), breakMinutes: r.breakMinutes });
  }
  return byAssignment;
}

/** The dates planned by hand of some assignments, by assignment id. */
export async function manualDatesOf(q: Queryable, assignmentIds: string[]): Promise<Map<string, Set<string>>> {
  const byAssignment = new Map<string, Set<string>>(assignmentIds.map((id) => [id, new Set()]));
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await q.select().from(manualDutyDates).where(inArray(manualDutyDates.assignmentId, assignmentIds));
  for (const r of rows) byAssignment.get(r.assignmentId)?.add(r.date);
  return byAssignment;
}
