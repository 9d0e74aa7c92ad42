import type { EmployeeRequest, EmployeeResponse } from '@cs/contracts/http/employees';
import { employees } from '../schema';
import { pickFields, recordStamps, toNumber } from '@cs/service-kit';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeValues = Omit<
  typeof employees.$inferInsert,
  'id' | 'searchText' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy'
>;

/** Request body → every editable column; omitted fields take their defaults (PUT replaces all). */
export function employeeValues(body: EmployeeRequest): EmployeeValues {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth ?? null,
    entryDate: body.entryDate,
    exitDate: body.exitDate ?? null,
    qualifications: [...new Set(body.qualifications ?? [])],
    weeklyHours: body.weeklyHours ?? null,
    street: body.street ?? null,
    postalCode: body.postalCode ?? null,
    city: body.city ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    active: body.active ?? true,
    personnelNumber: body.personnelNumber ?? null,
  };
}

export function toEmployeeResponse(row: EmployeeRow): EmployeeResponse {
  return {
    ...pickFields(row, ['id', 'firstName', 'lastName', 'dateOfBirth', 'entryDate', 'exitDate', 'qualifications']),
    weeklyHours: toNumber(row.weeklyHours),
    ...pickFields(row, ['street', 'postalCode', 'city', 'phone', 'email', 'active', 'personnelNumber']),
    ...recordStamps(row),
  };
}

/** "Müller, Anna". */
export const employeeLabel = (e: { firstName: string; lastName: string }) => `${e.lastName}, ${e.firstName}`;
