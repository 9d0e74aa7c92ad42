import { and, asc, eq } from 'drizzle-orm';
import { findRecord, liveRows, overlapping, selectPage, type Access, type FindOptions, type Queryable, updateRecord } from '@cs/service-kit';
import type { ListAbsencesQuery } from '@cs/contracts/http/absences';
import { absences, employees, valueLists } from '../schema';
import { ownedBy } from '../shared/own-scope';
import type { AbsenceRow, AbsenceValues } from './absence-record';
import { employeeLabel } from '../employees/employee-record';

export async function listAbsences(q: Queryable, query: ListAbsencesQuery, access: Access) {
  const where = and(
    liveRows(absences),
    ownedBy(access, absences.employeeId),
    query.employeeId ? eq(absences.employeeId, query.employeeId) : undefined,
    query.type ? eq(absences.type, query.type) : undefined,
    overlapping(absences.startDate, absences.endDate, query),
  );
  return selectPage(q, absences, where, [asc(absences.startDate), asc(absences.id)], query);
}

export const findAbsenceRow = (q: Queryable, id: string, { trashed, lock, access }: FindOptions & { access?: Access } = {}): Promise<AbsenceRow | undefined> =>
  findRecord(q, absences, id, { trashed, lock, where: access && ownedBy(access, absences.employeeId) });

export async function insertAbsence(q: Queryable, id: string, values: AbsenceValues): Promise<AbsenceRow> {
  const [row] = await q.insert(absences).values({ id, ...values }).returning();
  return row;
}

export const updateAbsenceRow = (q: Queryable, id: string, values: AbsenceValues): Promise<AbsenceRow> => updateRecord(q, absences, id, values);

/** "Urlaub: Müller, Anna, 2026-05-01 – 2026-05-10" (the type's label from the value list). */
export async function absenceLabel(q: Queryable, absence: { employeeId: string; type: string; startDate: string; endDate: string }) {
  const [row] = await q
    .select({ firstName: employees.firstName, lastName: employees.lastName, typeLabel: valueLists.label })
    .from(employees)
    .leftJoin(valueLists, and(eq(valueLists.listKey, 'absenceTypes'), eq(valueLists.code, absence.type)))
    .where(eq(employees.id, absence.employeeId));
  const who = row ? employeeLabel(row) : absence.employeeId;
  return `${row?.typeLabel ?? absence.type}: ${who}, ${absence.startDate} – ${absence.endDate}`;
}
