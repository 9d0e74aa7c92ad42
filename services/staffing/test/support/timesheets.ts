import type { StaffingClient } from './harness';
import { anna, assign, created, frueh, publishContract, seedFacility } from './fixtures';

/** Mon–Fri Frühdienst 06:00–14:30 with 30 min break (8 h net), weekends off. */
export const monToFri = { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } };

/** A facility with a contract, an order with `pattern` over `from`–`to`, an employee and an assignment over it. */
export async function assignedWeek(h: StaffingClient, opts: { from?: string; to?: string; pattern?: unknown; employee?: Record<string, unknown> } = {}) {
  const { from = '2026-05-04', to = '2026-05-10', pattern = monToFri } = opts;
  const facility = await seedFacility(h);
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, startDate: from, endDate: to, shiftPattern: pattern });
  const employee = await created(h, '/api/employees', { ...anna, ...opts.employee });
  const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: from, endDate: to });
  if (res.status !== 200) throw new Error(`assignment → ${res.status}: ${res.text}`);
  return { facility, order, employee, assignment: res.body };
}

/** The current timesheet of an assignment in a week, through the office list (which makes it) and GET. */
export async function sheetOf(h: StaffingClient, week: string, assignmentId: string) {
  const list = await h.call(`/api/timesheets?week=${week}&pageSize=100`);
  if (list.status !== 200) throw new Error(`list → ${list.status}: ${list.text}`);
  const item = list.body.items.find((t: { assignmentId: string }) => t.assignmentId === assignmentId);
  if (!item) throw new Error(`no timesheet of ${assignmentId} in ${week}`);
  return (await h.call(`/api/timesheets/${item.id}`)).body;
}

/** A row of a PUT: the duty and its actual times. */
export const actual = (date: string, start: string, end: string, breakMinutes: number, position = 0) => ({
  date, position, actualStart: start, actualEnd: end, actualBreakMinutes: breakMinutes,
});

export const put = (h: StaffingClient, id: string, rows: unknown[], opts: { token?: string; headers?: Record<string, string>; me?: boolean } = {}) =>
  h.call(`/api/${opts.me ? 'me/' : ''}timesheets/${id}`, { method: 'PUT', body: { rows }, ...(opts.token ? { token: opts.token } : {}), ...(opts.headers ? { headers: opts.headers } : {}) });

export const step = (h: StaffingClient, id: string, name: 'submit' | 'confirm' | 'dispute' | 'revise', body?: unknown, opts: { token?: string; me?: boolean } = {}) =>
  h.call(`/api/${opts.me ? 'me/' : ''}timesheets/${id}/${name}`, { method: 'POST', ...(body === undefined ? {} : { body }), ...(opts.token ? { token: opts.token } : {}) });
