import { eq } from 'drizzle-orm';
import { employeeAvailability } from '../../src/schema';
import { planningDay } from '../../src/working-time/planning-zone';
import { fromDayNumber, toDayNumber } from '../../src/shared/dates';
import type { Harness } from './harness';
import { anna, created } from './fixtures';

/** Days relative to today in the planning time zone, as the service reads it. */
const today = toDayNumber(planningDay());
export const day = (n: number) => fromDayNumber(today + n);

export const availabilityOf = (employeeId: string) => `/api/employees/${employeeId}/availability`;

/** Helpers of the availability tests against one harness. */
export function availabilityHelpers(h: Harness) {
  return {
    employee: (firstName = 'Anna') => created(h, '/api/employees', { ...anna, firstName }),
    /** A PUT of `days`, with the admin token unless another is given. */
    put: (path: string, days: unknown[], token?: string) => h.call(path, { method: 'PUT', body: { days }, ...(token ? { token } : {}) }),
    /** The dates stored for an employee, straight from the table. */
    storedDays: async (employeeId: string) =>
      (await h.svc.db.select().from(employeeAvailability).where(eq(employeeAvailability.employeeId, employeeId))).map((row) => row.date).sort(),
  };
}
