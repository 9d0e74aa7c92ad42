import { and, eq } from 'drizzle-orm';
import type { Access, Queryable } from '@cs/service-kit';
import type { ListAbsencesQuery } from '@cs/contracts/http/absences';
import { absences, employees, valueLists } from '../schema';
import { employeeRangeRecords } from '../shared/employee-records';
import { employeeLabel } from '../employees/employee-record';

const records = employeeRangeRecords(absences);

export const listAbsences = (q: Queryable, query: ListAbsencesQuery, access: Access) =>
  records.list(q, query, access, query.type ? eq(absences.type, query.type) : undefined);

/** Read within the caller's scope (`access`), insert, edit. */
export const { find: findAbsenceRow, insert: insertAbsence, update: updateAbsenceRow } = records;

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
