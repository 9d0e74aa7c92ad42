import type { AvailabilityQuery, AvailabilityResponse } from '@cs/contracts/http/availability';
import { found, type Queryable } from '@cs/service-kit';
import { findEmployeeRow } from '../employees/employees.repo';
import { toAvailabilityDay } from './availability-record';
import { listAvailability } from './availability.repo';
import { planningDay } from '../working-time/planning-zone';
import { readWindow } from './availability-window';

/** The stated days of a live employee (404 otherwise) from–to, by date. */
export async function getAvailability(q: Queryable, employeeId: string, query: AvailabilityQuery, today = planningDay()): Promise<AvailabilityResponse> {
  const { from, to } = readWindow(query, today);
  found(await findEmployeeRow(q, employeeId), 'Employee');
  return { employeeId, days: (await listAvailability(q, employeeId, from, to)).map(toAvailabilityDay) };
}

/**
 * Self-service: the caller's linked employee. An account linked to no employee (or to one in the
 * trash) sees no days, like every other self-service list.
 */
export async function getMyAvailability(q: Queryable, employeeId: string | null, query: AvailabilityQuery, today = planningDay()): Promise<AvailabilityResponse> {
  const { from, to } = readWindow(query, today);
  const employee = employeeId ? await findEmployeeRow(q, employeeId) : undefined;
  if (!employee) return { employeeId, days: [] };
  return { employeeId, days: (await listAvailability(q, employee.id, from, to)).map(toAvailabilityDay) };
}
