import { and, asc, count, eq, getTableColumns, isNull, lte, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { PagingQuery } from '@cs/contracts/http/common';
import { insertRecord, updateRecord, type Queryable } from '@cs/service-kit';
import { clientReplica, employees, facilityDirectory, lendingHistory as history } from '../schema';
import { isEmployment, type HistoryRow, type NamedHistoryPeriod } from './history-record';

const columns = {
  period: getTableColumns(history),
  clientName: clientReplica.name,
  facilityName: facilityDirectory.name,
  facilityKnown: sql<boolean>`${facilityDirectory.id} is not null`,
  clientKnown: sql<boolean>`${clientReplica.id} is not null`,
  firstName: employees.firstName,
  lastName: employees.lastName,
};
type Joined = { period: HistoryRow; clientName: string | null; facilityName: string | null; clientKnown: boolean; facilityKnown: boolean; firstName: string; lastName: string };

/**
 * The counting party of a period: a client of the replica (kind `client`), else a facility known to
 * the directory (a facility without a client counts as its own). Name null while neither knows it.
 */
function withParty({ period, clientName, facilityName, clientKnown, facilityKnown, firstName, lastName }: Joined): NamedHistoryPeriod {
  const kind = !clientKnown && facilityKnown ? 'facility' : 'client';
  return { period, party: { id: period.partyId, name: clientName ?? facilityName, kind }, firstName, lastName };
}

const ofLiveEmployee = and(eq(employees.id, history.employeeId), isNull(employees.deletedAt));

const named = (q: Queryable) =>
  q
    .select(columns)
    .from(history)
    .innerJoin(employees, eq(employees.id, history.employeeId))
    .leftJoin(clientReplica, eq(clientReplica.id, history.partyId))
    .leftJoin(facilityDirectory, eq(facilityDirectory.id, history.partyId));

/** A live employee's periods by start (then id), paged. */
export async function listHistory(q: Queryable, employeeId: string, { page, pageSize }: PagingQuery): Promise<{ rows: NamedHistoryPeriod[]; total: number }> {
  const where = and(eq(history.employeeId, employeeId), isNull(employees.deletedAt));
  const [rows, [{ total }]] = await Promise.all([
    named(q).where(where).orderBy(asc(history.fromDate), asc(history.id)).limit(pageSize).offset((page - 1) * pageSize),
    q.select({ total: count() }).from(history).innerJoin(employees, ofLiveEmployee).where(where),
  ]);
  return { rows: rows.map(withParty), total };
}

/** A period of a live employee (its row locked with `lock`). */
export async function findHistoryPeriod(q: Queryable, employeeId: string, id: string, { lock = false } = {}): Promise<NamedHistoryPeriod | undefined> {
  const query = named(q).where(and(eq(history.id, id), eq(history.employeeId, employeeId), isNull(employees.deletedAt)));
  const [row] = lock ? await query.for('update', { of: history }) : await query;
  return row && withParty(row);
}

/** Whether the id is a live client of the replica or a facility that belongs to no client. */
export async function isLiveParty(q: Queryable, id: string): Promise<boolean> {
  const [client] = await q.select({ id: clientReplica.id }).from(clientReplica).where(and(eq(clientReplica.id, id), eq(clientReplica.deleted, false)));
  if (client) return true;
  const [facility] = await q.select({ id: facilityDirectory.id }).from(facilityDirectory).where(and(eq(facilityDirectory.id, id), isNull(facilityDirectory.clientId)));
  return facility !== undefined;
}

export type HistoryValues = Pick<HistoryRow, 'employeeId' | 'partyId' | 'fromDate' | 'toDate' | 'source' | 'note'>;

/** The first period (by start) of the same employee, party and kind that shares a day with `values`; `except` is left out. */
export async function overlappingPeriod(q: Queryable, values: HistoryValues, except?: string): Promise<string | undefined> {
  const sameKind: SQL = isEmployment(values.source) ? eq(history.source, 'employedByClient') : ne(history.source, 'employedByClient');
  const [row] = await q
    .select({ id: history.id })
    .from(history)
    .where(
      and(
        eq(history.employeeId, values.employeeId),
        eq(history.partyId, values.partyId),
        sameKind,
        lte(history.fromDate, values.toDate),
        gte(history.toDate, values.fromDate),
        except ? ne(history.id, except) : undefined,
      ),
    )
    .orderBy(asc(history.fromDate), asc(history.id))
    .limit(1);
  return row?.id;
}

export const insertHistoryPeriod = (q: Queryable, id: string, values: HistoryValues) => insertRecord(q, history, { id, ...values });

/** Replaces every field and bumps version and updatedAt. */
export const updateHistoryPeriod = (q: Queryable, id: string, values: HistoryValues) => updateRecord(q, history, id, values);

export async function removeHistoryPeriod(q: Queryable, id: string) {
  await q.delete(history).where(eq(history.id, id));
}

/** Every period of an employee, even one in the trash (for purging the employee). */
export async function historyOfEmployee(q: Queryable, employeeId: string): Promise<NamedHistoryPeriod[]> {
  return (await named(q).where(eq(history.employeeId, employeeId))).map(withParty);
}
