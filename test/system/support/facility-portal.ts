/**
 * A facility with a ward's office for the facility-portal tests: the facility with an Active
 * contract, an order in a past week (Mon–Fri 06:00–14:00) with two assigned employees, their
 * timesheets made and submitted by the office, and a user with the built-in role Einrichtung linked
 * to the facility, logged in.
 */
import { Temporal } from 'temporal-polyfill';
import type { System } from '../start-system';
import { builtInRole, Caller, type Json, type Records } from './office';

const pad = (n: number) => String(n).padStart(2, '0');

/** Monday and ISO week `weeksAgo` weeks back in the planning zone. */
export function pastWeek(weeksAgo: number) {
  const today = Temporal.Now.plainDateISO('Europe/Berlin');
  const monday = today.subtract({ days: today.dayOfWeek - 1, weeks: weeksAgo });
  return { monday, week: `${monday.yearOfWeek}-W${pad(monday.weekOfYear ?? 0)}` };
}

export interface Ward {
  facility: Json;
  order: Json;
  employees: Json[];
  /** The two submitted timesheets (as the office reads them). */
  sheets: Json[];
  user: Json;
  caller: Caller;
}

export async function wardOffice(system: Pick<System, 'api' | 'login'>, admin: Caller, make: Records, week: ReturnType<typeof pastWeek>, name: string): Promise<Ward> {
  const facility = await make.facility({ name: `${name} ${process.pid}` });
  await make.contract(facility.id);
  const { monday } = week;
  const order = await make.order(facility.id, { startDate: monday.toString(), endDate: monday.add({ days: 4 }).toString(), shiftStart: '06:00', shiftEnd: '14:00', hoursPerDay: null });
  const employees = [await make.employee({ lastName: `${name}-Eins` }), await make.employee({ lastName: `${name}-Zwei` })];
  const sheets: Json[] = [];
  for (const employee of employees) {
    const assignment = await make.assignment(order, employee.id);
    const list = await admin.get(`/api/timesheets?week=${week.week}&employeeId=${employee.id}`);
    const item = list.items.find((t: Json) => t.assignmentId === assignment.id);
    sheets.push(await admin.post(`/api/timesheets/${item.id}/submit`, undefined));
  }
  const password = `${name.toLowerCase()}-ward-office-password`;
  const user = await make.user({ password, roleIds: [(await builtInRole(admin, 'facility')).id], facilityId: facility.id });
  const caller = new Caller(system, (await system.login(user.email, password)).token);
  return { facility, order, employees, sheets, user, caller };
}
