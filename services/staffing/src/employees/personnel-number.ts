import { and, eq, isNull, ne } from 'drizzle-orm';
import { conflict, type Queryable } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { employees } from '../schema';

const taken = (employeeId?: string) =>
  conflict('PERSONNEL_NUMBER_TAKEN', 'Another employee has this personnel number; each live employee needs their own (payroll, DATEV LODAS).', employeeId ? { employeeId } : {});

/** The unique index behind the rule: two saves racing past the check still answer 409. */
export const personnelNumberConflicts = { employees_personnel_number_idx: () => taken() };

/** A personnel number is unique among live employees: another live one with it → 409 naming them. Null is never taken. */
export async function ensurePersonnelNumberFree(q: Queryable, personnelNumber: string | null | undefined, ownId: string) {
  if (!personnelNumber) return;
  const [other] = await q
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.personnelNumber, personnelNumber), isNull(employees.deletedAt), ne(employees.id, ownId)))
    .limit(1);
  if (other) throw taken(other.id);
}

/** Runs a save of an employee; a racing duplicate personnel number becomes the 409. */
export const savingPersonnelNumber = <T>(work: () => Promise<T>) => conflictOnUnique(work, personnelNumberConflicts);
