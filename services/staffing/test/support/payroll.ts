import type { Harness } from './harness';
import { anna, assign, created, publishContract, seedFacility } from './fixtures';
import { monToFri, put, sheetOf, step } from './timesheets';

export interface WorkedWeek {
  from: string;
  to: string;
  week: string;
  pattern?: unknown;
  employee?: Record<string, unknown>;
  /** An existing employee instead of a new one. */
  employeeId?: string;
  facility?: Record<string, unknown>;
  /** Fields of the order beyond facility, range and pattern (`requiredQualification`, …). */
  order?: Record<string, unknown>;
  /** Actual times entered before submitting (rows of a timesheet PUT). */
  rows?: unknown[];
}

/** A facility, an order and an assignment over `from`–`to`, the week's timesheet entered, submitted and confirmed. */
export async function confirmedWeek(h: Harness, w: WorkedWeek) {
  const facility = await seedFacility(h, w.facility);
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, startDate: w.from, endDate: w.to, shiftPattern: w.pattern ?? monToFri, ...w.order });
  const employee = w.employeeId ? { id: w.employeeId } : await created(h, '/api/employees', { ...anna, ...w.employee });
  const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: w.from, endDate: w.to });
  if (res.status !== 200) throw new Error(`assignment → ${res.status}: ${res.text}`);
  const sheet = await sheetOf(h, w.week, res.body.id);
  await confirm(h, sheet.id, w.rows);
  return { facility, employee, assignment: res.body, sheet };
}

/** Enters `rows` (if any), submits and confirms a timesheet. */
export async function confirm(h: Harness, id: string, rows?: unknown[]) {
  if (rows) expectOk(await put(h, id, rows));
  expectOk(await step(h, id, 'submit'));
  expectOk(await step(h, id, 'confirm'));
}

function expectOk(res: { status: number; text: string }) {
  if (res.status !== 200) throw new Error(`→ ${res.status}: ${res.text}`);
}

/** Makes an export run of a month. */
export const runMonth = (h: Harness, month: string, token?: string) => h.call('/api/payroll-exports', { body: { month }, ...(token ? { token } : {}) });

/** One employee's line in a run. */
export const lineOf = (run: { employees: Array<{ employeeId: string }> }, employeeId: string) => run.employees.find((e) => e.employeeId === employeeId);
