import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { inOneStatement, type Queryable } from '@cs/service-kit';
import type { DutyResponse } from '@cs/contracts/http/assignments';
import { duties, manualDutyDates } from '../schema';
import { planningTimeZone } from '../working-time/planning-zone';
import type { SummableDuty } from '../working-time/other-weeks';
import { dutyChange } from './duty-weeks.repo';

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
  const others = [...new Set(elsewhere.map((d) => d.employeeId))].map((other) => dutyChange(other, elsewhere.filter((d) => d.employeeId === other), [], zone));
  await writeDuties(q, assignmentId, employeeId, list, manualDates ?? [], [dutyChange(employeeId, mine, list, zone), ...others]);
}

/** Deletes an assignment's duties, answering what its employee's weeks lose. */
const deleteDuties = (assignmentId: string) =>
  sql`delete from duties where assignment_id = ${assignmentId} returning employee_id as "employeeId", date::text as date, left(start::text, 5) as start, left("end"::text, 5) as "end", break_minutes as "breakMinutes"`;

/** The duties (and dates planned by hand) of an assignment that has none yet: a new one. */
export async function insertDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates: string[] = []): Promise<void> {
  await writeDuties(q, assignmentId, employeeId, list, manualDates, [dutyChange(employeeId, [], list, planningTimeZone())]);
}

/** The duties, the dates planned by hand and the week sums' changes: one statement, one round trip. */
async function writeDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates: string[], weekChanges: Array<SQL | null>): Promise<void> {
  const statements: SQL[] = [];
  if (manualDates.length > 0) {
    statements.push(sql`insert into manual_duty_dates (assignment_id, date) values ${sql.join(manualDates.map((date) => sql`(${assignmentId}::uuid, ${date}::date)`), sql`, `)}`);
  }
  if (list.length > 0) {
    const positions = new Map<string, number>();
    const rows = [...list]
      .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''))
      .map((d) => {
        const position = positions.get(d.date) ?? 0;
        positions.set(d.date, position + 1);
        return sql`(${assignmentId}::uuid, ${employeeId}::uuid, ${d.date}::date, ${position}, ${d.start}::time, ${d.end}::time, ${d.breakMinutes}::smallint)`;
      });
    statements.push(sql`insert into duties (assignment_id, employee_id, date, position, start, "end", break_minutes) values ${sql.join(rows, sql`, `)}`);
  }
  for (const change of weekChanges) if (change) statements.push(change);
  if (statements.length > 0) await q.execute(inOneStatement(statements));
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
