import type pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { FacilityTerms, WorkedDuty } from '../../services/staffing/src/invoices/invoice-facts';
import { minutesByKind } from '../../services/staffing/src/invoices/minutes-by-kind';
import { priceLines } from '../../services/staffing/src/invoices/price-lines';
import { actualOf } from '../../services/staffing/src/timesheets/timesheet-record';
import { facilityState } from '../../services/staffing/src/working-time/public-holidays';

const percent = (v: unknown) => (v === null ? null : Number(v));
const terms = (f: Record<string, unknown>): FacilityTerms => ({
  facilityId: f.id as string, name: f.name as string, holidayState: facilityState({ state: f.state as string | null, postalCode: f.postal_code as string | null }),
  billingRate: Number(f.billing_rate), qualificationRates: [], mealAllowanceRate: Number(f.meal_allowance_rate),
  travelCostMode: f.travel_cost_mode as string, travelCostRate: Number(f.travel_cost_rate), travelCostPerKm: Number(f.travel_cost_per_km),
  surcharges: {
    nightPercent: percent(f.night_surcharge_percent), sundayPercent: percent(f.sunday_surcharge_percent), holidayPercent: percent(f.holiday_surcharge_percent),
    nightWindowStart: f.night_window_start as string, nightWindowEnd: f.night_window_end as string,
  },
});

/**
 * The naive peer of the draft: the facility's timesheet ids, then per timesheet a query for its
 * rows (with employee, order, distance, claim), priced by the same code, then a claim insert per
 * duty and a line insert per line — in a transaction rolled back, so each run starts clean.
 */
export async function naiveDraft(db: pg.Client, facilityId: string, period: { start: string; end: string }) {
  await db.query('begin');
  try {
    const facility = terms((await db.query('select * from facility_directory where id = $1', [facilityId])).rows[0]);
    const sheets = await db.query(`select id from timesheets where facility_id = $1 and state = 'confirmed' and superseded_by_id is null and week_start between $2::date - 6 and $3`, [facilityId, period.start, period.end]);
    const duties: WorkedDuty[] = [];
    for (const { id } of sheets.rows) {
      const { rows } = await db.query(
        `select r.date::text as date, r.position, r.planned_start::text as ps, r.planned_end::text as pe, r.planned_break_minutes as pb, r.actual_start::text as a_s, r.actual_end::text as ae, r.actual_break_minutes as ab,
                t.assignment_id, t.employee_id, e.first_name, e.last_name, e.qualifications, o.required_qualification, d.km, c.invoice_id
         from timesheet_rows r join timesheets t on t.id = r.timesheet_id join employees e on e.id = t.employee_id join orders o on o.id = t.order_id
         left join employee_distances d on d.employee_id = t.employee_id and d.facility_id = t.facility_id
         left join invoice_claims c on c.assignment_id = t.assignment_id and c.date = r.date and c.position = r.position
         where r.timesheet_id = $1 and r.date between $2 and $3`,
        [id, period.start, period.end],
      );
      for (const r of rows) {
        if (r.invoice_id) continue;
        const row = { timesheetId: id, date: r.date, position: r.position, plannedStart: r.ps, plannedEnd: r.pe, plannedBreakMinutes: r.pb, actualStart: r.a_s, actualEnd: r.ae, actualBreakMinutes: r.ab, comment: null, disputeComment: null };
        duties.push({ timesheetId: id, assignmentId: r.assignment_id, date: r.date, position: r.position, employeeId: r.employee_id, employeeName: `${r.last_name}, ${r.first_name}`, facilityId, orderQualification: r.required_qualification, employeeQualifications: r.qualifications, actual: actualOf(row), km: r.km === null ? null : Number(r.km) });
      }
    }
    const priced = priceLines(duties, new Map([[facilityId, facility]]), minutesByKind());
    const invoiceId = uuidv7();
    await db.query(`insert into invoices (id, facility_id, buyer, period_start, period_end, vat_percent, net_cents, vat_cents, gross_cents) values ($1, $2, '{}', $3, $4, '19.00', 0, 0, 0)`, [invoiceId, facilityId, period.start, period.end]);
    for (const [i, l] of priced.lines.entries()) {
      await db.query(`insert into invoice_lines (invoice_id, position, kind, employee_id, facility_id, name, description, quantity, unit_code, unit_price, net_cents) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [invoiceId, i + 1, l.kind, l.employeeId, l.facilityId, l.name, l.description, l.quantity4 / 10_000, l.unitCode, l.price4 / 10_000, l.netCents]);
    }
    for (const d of duties) {
      await db.query('insert into invoice_claims (assignment_id, date, position, invoice_id, timesheet_id) values ($1, $2, $3, $4, $5)', [d.assignmentId, d.date, d.position, invoiceId, d.timesheetId]);
    }
    return { lines: priced.lines.length, duties: duties.length };
  } finally {
    await db.query('rollback');
  }
}
