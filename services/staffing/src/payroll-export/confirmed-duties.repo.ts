import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@cs/service-kit';
import type { PayrollMonth } from './payroll-month';

/** One worked duty of a confirmed timesheet, with what pay needs about its employee and facility. */
export interface ConfirmedDuty {
  employeeId: string;
  employeeName: string;
  personnelNumber: string | null;
  weeklyHours: number | null;
  timesheetId: string;
  revision: number;
  assignmentId: string;
  weekStart: string;
  date: string;
  /** Actual wall-clock start and end in the planning zone (the plan where nothing was entered). */
  start: string;
  end: string;
  breakMinutes: number;
  facilityState: string | null;
  facilityPostalCode: string | null;
}

/**
 * The duties worked from the Monday of the month's first week to its last day, of the latest
 * confirmed revision of each timesheet (a correction still open leaves the confirmed hours in), of
 * employees with such a duty dated in the month. Duties without times count nothing and are left
 * out. One query, ordered by employee, date and start: the export walks it once.
 */
export async function confirmedDuties(q: Queryable, m: PayrollMonth, employeeId?: string): Promise<ConfirmedDuty[]> {
  return rowsOf<ConfirmedDuty>(await q.execute(confirmedDutiesSql(m, employeeId)));
}

/** The statement of `confirmedDuties` (the benchmark sends it straight to PostgreSQL). */
export function confirmedDutiesSql(m: PayrollMonth, employeeId?: string) {
  return sql`
    with sheets as (
      select t.id, t.revision, t.assignment_id, t.employee_id, t.facility_id, t.week_start
      from timesheets t
      where t.state = 'confirmed' and t.week_start between ${m.firstMonday}::date and ${m.last}::date
        and (${employeeId ?? null}::uuid is null or t.employee_id = ${employeeId ?? null}::uuid)
        and not exists (select 1 from timesheets n where n.assignment_id = t.assignment_id and n.week_start = t.week_start
                        and n.revision > t.revision and n.state = 'confirmed')),
    worked as (
      select s.*, r.date,
        coalesce(r.actual_start, r.date + r.planned_start) as start_at,
        coalesce(r.actual_end, case when r.planned_end <= r.planned_start then r.date + 1 else r.date end + r.planned_end) as end_at,
        coalesce(r.actual_break_minutes, r.planned_break_minutes, 0) as break_minutes
      from sheets s join timesheet_rows r on r.timesheet_id = s.id
      where r.date between ${m.firstMonday}::date and ${m.last}::date
        and (r.actual_start is not null or (r.planned_start is not null and r.planned_end is not null)))
    select w.employee_id as "employeeId", e.last_name || ', ' || e.first_name as "employeeName", e.personnel_number as "personnelNumber",
      e.weekly_hours::float8 as "weeklyHours", w.id as "timesheetId", w.revision, w.assignment_id as "assignmentId",
      to_char(w.week_start, 'YYYY-MM-DD') as "weekStart", to_char(w.date, 'YYYY-MM-DD') as date,
      to_char(w.start_at, 'YYYY-MM-DD"T"HH24:MI') as start, to_char(w.end_at, 'YYYY-MM-DD"T"HH24:MI') as "end",
      w.break_minutes::int as "breakMinutes", f.state as "facilityState", f.postal_code as "facilityPostalCode"
    from worked w
    join employees e on e.id = w.employee_id
    left join facility_directory f on f.id = w.facility_id
    where w.employee_id in (select x.employee_id from worked x where x.date >= ${m.first}::date)
    order by e.last_name, e.first_name, w.employee_id, w.date, w.start_at`;
}
