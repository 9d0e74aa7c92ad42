import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import type { DutyResponse } from '@cs/contracts/http/assignments';
import { duties, manualDutyDates } from '../schema';
import { planningTimeZone } from '../working-time/planning-zone';
import { recordDutyChange } from './duty-weeks.repo';

/** A duty as stored and answered; null times = a day of an order without shift times. */
export type StoredDuty = DutyResponse;

const hhmm = (v: string | null) => (v === null ? null : v.slice(0, 5));

/**
 * Replaces an assignment's duties (delete + one insert); positions number duties of one date.
 * With `manualDates`, also the dates planned by hand; without, those stay as they are.
 */
export async function replaceDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates?: string[]): Promise<void> {
  if (manualDates) await q.delete(manualDutyDates).where(eq(manualDutyDates.assignmentId, assignmentId));
  const removed = await q.delete(duties).where(eq(duties.assignmentId, assignmentId)).returning(summable);
  await writeDuties(q, assignmentId, employeeId, list, manualDates);
  // The assignment may have moved to another employee: each one's weeks lose what was theirs.
  const before = removed.map((r) => ({ ...r, start: hhmm(r.start), end: hhmm(r.end) }));
  const elsewhere = before.filter((d) => d.employeeId !== employeeId);
  await recordDutyChange(q, employeeId, before.filter((d) => d.employeeId === employeeId), list, planningTimeZone());
  for (const other of new Set(elsewhere.map((d) => d.employeeId))) {
    await recordDutyChange(q, other, elsewhere.filter((d) => d.employeeId === other), [], planningTimeZone());
  }
}

/** What a removed duty tells its employee's weeks. */
const summable = { employeeId: duties.employeeId, date: duties.date, start: duties.start, end: duties.end, breakMinutes: duties.breakMinutes };

/** The duties (and dates planned by hand) of an assignment that has none yet: a new one. */
export async function insertDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates: string[] = []): Promise<void> {
  await writeDuties(q, assignmentId, employeeId, list, manualDates);
  await recordDutyChange(q, employeeId, [], list, planningTimeZone());
}

async function writeDuties(q: Queryable, assignmentId: string, employeeId: string, list: StoredDuty[], manualDates: string[] = []): Promise<void> {
  if (manualDates.length > 0) await q.insert(manualDutyDates).values(manualDates.map((date) => ({ assignmentId, date })));
  if (list.length === 0) return;
  const positions = new Map<string, number>();
  const rows = [...list]
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''))
    .map((d) => {
      const position = positions.get(d.date) ?? 0;
      positions.set(d.date, position + 1);
      return { assignmentId, employeeId, date: d.date, position, start: d.start, end: d.end, breakMinutes: d.breakMinutes };
    });
  await q.insert(duties).values(rows);
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
