/** An employee as form values (strings, as typed) and back as the API's request body. */
import type { Schemas } from '@cs/client';
import { isoDay } from '../dates';

type Employee = Schemas['EmployeeResponse'];
/** Texts that may stay empty (sent as null); `personnelNumber` is the DATEV `pnr` of the payroll export. */
export const optionalTexts = ['street', 'postalCode', 'city', 'phone', 'email', 'personnelNumber'] as const;

export function toForm(e: Employee | null) {
  const form = {
    firstName: e?.firstName ?? '', lastName: e?.lastName ?? '', dateOfBirth: e?.dateOfBirth ?? '',
    entryDate: e?.entryDate ?? isoDay(new Date()), exitDate: e?.exitDate ?? '',
    weeklyHours: e ? (e.weeklyHours == null ? '' : String(e.weeklyHours)) : '40',
    // value-list codes never contain a comma (codeSchema)
    qualifications: (e?.qualifications ?? []).join(','), active: String(e?.active ?? true),
    street: '', postalCode: '', city: '', phone: '', email: '', personnelNumber: '',
  };
  for (const k of optionalTexts) form[k] = e?.[k] ?? '';
  return form;
}
export type EmployeeForm = ReturnType<typeof toForm>;

export const codes = (v: EmployeeForm) => (v.qualifications ? v.qualifications.split(',') : []);

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toBody(v: EmployeeForm): Schemas['UpdateEmployeeRequest'] {
  const body: Schemas['UpdateEmployeeRequest'] = {
    firstName: v.firstName, lastName: v.lastName, dateOfBirth: orNull(v.dateOfBirth), entryDate: v.entryDate, exitDate: orNull(v.exitDate),
    weeklyHours: orNull(v.weeklyHours) === null ? null : Number(v.weeklyHours.replace(',', '.')),
    qualifications: codes(v), active: v.active === 'true',
  };
  for (const k of optionalTexts) body[k] = orNull(v[k]);
  return body;
}
