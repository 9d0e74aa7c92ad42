import { and, between, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { arrayLiteral, rowsOf, type Queryable } from '@cs/service-kit';
import { employeeDistances, employees, invoiceClaims, orders, timesheetRows, timesheets } from '../schema';
import { actualOf } from '../timesheets/timesheet-record';
import type { WorkedDuty } from './invoice-facts';

export interface DutyScope {
  facilityIds: string[];
  periodStart: string;
  periodEnd: string;
}

/** A duty of the period with the live invoice that already bills it (null: free). */
export type ScopedDuty = WorkedDuty & { claimedBy: string | null };

/**
 * In one statement: every duty of the facilities dated in the period (by the duty's date, so a
 * night belongs to the day it began) from the current revision of a confirmed timesheet, with its
 * employee, the order's qualification, the distance, and the invoice that claims it, if any.
 */
export async function dutiesInPeriod(q: Queryable, s: DutyScope): Promise<ScopedDuty[]> {
  if (s.facilityIds.length === 0) return [];
  // A week that began up to six days before the period can hold its first duties (the index is by week).
  const firstMonday = Temporal.PlainDate.from(s.periodStart).subtract({ days: 6 }).toString();
  const rows = await q
    .select({
      row: getTableColumns(timesheetRows),
      assignmentId: timesheets.assignmentId,
      employeeId: timesheets.employeeId,
      facilityId: timesheets.facilityId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      qualifications: employees.qualifications,
      orderQualification: orders.requiredQualification,
      km: employeeDistances.km,
      claimedBy: invoiceClaims.invoiceId,
    })
    .from(timesheets)
    .innerJoin(timesheetRows, eq(timesheetRows.timesheetId, timesheets.id))
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .innerJoin(orders, eq(orders.id, timesheets.orderId))
    .leftJoin(employeeDistances, and(eq(employeeDistances.employeeId, timesheets.employeeId), eq(employeeDistances.facilityId, timesheets.facilityId)))
    .leftJoin(invoiceClaims, and(eq(invoiceClaims.assignmentId, timesheets.assignmentId), eq(invoiceClaims.date, timesheetRows.date), eq(invoiceClaims.position, timesheetRows.position)))
    .where(
      and(
        inArray(timesheets.facilityId, s.facilityIds),
        between(timesheets.weekStart, firstMonday, s.periodEnd),
        eq(timesheets.state, 'confirmed'),
        isNull(timesheets.supersededById),
        between(timesheetRows.date, s.periodStart, s.periodEnd),
      ),
    );
  return rows.map((r) => ({
    timesheetId: r.row.timesheetId,
    assignmentId: r.assignmentId,
    date: r.row.date,
    position: r.row.position,
    employeeId: r.employeeId,
    employeeName: `${r.lastName}, ${r.firstName}`,
    facilityId: r.facilityId,
    orderQualification: r.orderQualification,
    employeeQualifications: r.qualifications,
    actual: actualOf(r.row),
    km: r.km === null ? null : Number(r.km),
    claimedBy: r.claimedBy,
  }));
}

/**
 * Claims the duties for an invoice. A duty another transaction claimed meanwhile is skipped (`on
 * conflict do nothing`, after waiting for that transaction); the claims not made are returned, so
 * the caller refuses the whole draft.
 */
export async function claimDuties(q: Queryable, invoiceId: string, duties: WorkedDuty[]): Promise<WorkedDuty[]> {
  if (duties.length === 0) return [];
  const made = rowsOf<{ assignment_id: string; date: string; position: number }>(
    await q.execute(sql`
      insert into invoice_claims (assignment_id, date, position, invoice_id, timesheet_id)
      select a, d, p, ${invoiceId}::uuid, t
      from unnest(${arrayLiteral(duties.map((d) => d.assignmentId))}::uuid[], ${arrayLiteral(duties.map((d) => d.date))}::date[],
                  ${arrayLiteral(duties.map((d) => d.position))}::smallint[], ${arrayLiteral(duties.map((d) => d.timesheetId))}::uuid[]) as c(a, d, p, t)
      on conflict do nothing
      returning assignment_id, date::text as date, position`),
  );
  const key = (a: string, d: string, p: number) => `${a}|${d}|${p}`;
  const claimed = new Set(made.map((r) => key(r.assignment_id, r.date, Number(r.position))));
  return duties.filter((d) => !claimed.has(key(d.assignmentId, d.date, d.position)));
}

export async function releaseClaims(q: Queryable, invoiceId: string) {
  await q.delete(invoiceClaims).where(eq(invoiceClaims.invoiceId, invoiceId));
}
