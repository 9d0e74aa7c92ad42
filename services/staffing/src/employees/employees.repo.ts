import { and, arrayContains, asc, count, eq, isNotNull, isNull, } from 'drizzle-orm';
import { containsIgnoringCase, findRecord, insertRecord, liveRows, selectPage, type Access, type FindOptions, type Queryable, updateRecord } from '@cs/service-kit';
import type { ListEmployeesQuery } from '@cs/contracts/http/employees';
import { absences, assignments, employees } from '../schema';
import { ownedBy } from '../shared/own-scope';
import type { EmployeeRow, EmployeeValues } from './employee-record';

export async function listEmployees(q: Queryable, query: ListEmployeesQuery, access: Access) {
  const where = and(
    liveRows(employees),
    ownedBy(access, employees.id),
    containsIgnoringCase(query.search, [employees.searchText], { lowerCased: true }),
    query.qualification ? arrayContains(employees.qualifications, [query.qualification]) : undefined,
    query.active === undefined ? undefined : eq(employees.active, query.active),
  );
  return selectPage(q, employees, where, [asc(employees.lastName), asc(employees.firstName), asc(employees.id)], query);
}

/** `no key update` lock: foreign-key checks of new assignments and absences (key share) do not wait for it. */
export const findEmployeeRow = (q: Queryable, id: string, { trashed, lock, access }: FindOptions & { access?: Access } = {}): Promise<EmployeeRow | undefined> =>
  findRecord(q, employees, id, { trashed, lock: lock && 'no key update', where: access && ownedBy(access, employees.id) });

export const insertEmployee = (q: Queryable, id: string, values: EmployeeValues): Promise<EmployeeRow> => insertRecord(q, employees, { id, ...values });

export const updateEmployeeRow = (q: Queryable, id: string, values: EmployeeValues): Promise<EmployeeRow> => updateRecord(q, employees, id, values);

/** Live absences and assignments of an employee (they block moving the employee to the trash). */
export async function countLiveDependants(q: Queryable, employeeId: string) {
  const [[a], [b]] = await Promise.all([
    q.select({ n: count() }).from(absences).where(and(eq(absences.employeeId, employeeId), isNull(absences.deletedAt))),
    q.select({ n: count() }).from(assignments).where(and(eq(assignments.employeeId, employeeId), isNull(assignments.deletedAt))),
  ]);
  return { absences: a.n, assignments: b.n };
}

/** Soft-deleted absences and assignments of an employee (purged with it). */
export async function trashedDependantsOf(q: Queryable, employeeId: string) {
  const [abs, asg] = await Promise.all([
    q.select({ id: absences.id }).from(absences).where(and(eq(absences.employeeId, employeeId), isNotNull(absences.deletedAt))),
    q.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.employeeId, employeeId), isNotNull(assignments.deletedAt))),
  ]);
  return [
    ...asg.map((r) => ({ type: 'assignments' as const, id: r.id })),
    ...abs.map((r) => ({ type: 'absences' as const, id: r.id })),
  ];
}
