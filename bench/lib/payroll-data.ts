import type pg from 'pg';

const id = (prefix: string, expr: string) => `('${prefix}' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const STATES = ['BE', 'HH', 'BY', 'NW', 'SN'];

/**
 * The payroll benchmark's data (set-based INSERT … SELECT): 100 facilities in five states, one order
 * each, `employees` employees with weekly hours 40 / 38.5 / 30 / 20 / none and a personnel number,
 * each assigned 28 September – 1 November 2026 with one confirmed timesheet per ISO week (W40–W44):
 * 5 duties a week (days rotating with the employee), early 06:00–14:30, late 14:00–22:30 or night
 * 22:00–06:30 with 30 min break; every tenth duty with actual times 15 minutes longer.
 */
export async function seedPayroll(db: pg.Client, employees: number) {
  await db.query(`insert into facility_directory (id, name, postal_code, city, state, source_version)
    select ${id('f0000000-0000-4000-8000-', 'f')}, 'Haus ' || f, '10115', 'Stadt', (array['${STATES.join("','")}'])[1 + f % 5], 1 from generate_series(0, 99) f`);
  await db.query(`insert into orders (id, facility_id, start_date, end_date, hours_per_day)
    select ${id('0a000000-0000-4000-8000-', 'f')}, ${id('f0000000-0000-4000-8000-', 'f')}, date '2026-09-01', date '2026-11-30', 8 from generate_series(0, 99) f`);
  await db.query(`insert into employees (id, first_name, last_name, entry_date, weekly_hours, personnel_number)
    select ${id('e0000000-0000-4000-8000-', 'e')}, 'Vorname', 'Name ' || e, date '2020-01-01', (array[40, 38.5, 30, 20, null])[1 + e % 5], (e + 1)::text
    from generate_series(0, ${employees - 1}) e`);
  await db.query(`insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day)
    select ${id('a0000000-0000-4000-8000-', 'e')}, ${id('0a000000-0000-4000-8000-', 'e % 100')}, ${id('e0000000-0000-4000-8000-', 'e')}, date '2026-09-28', date '2026-11-01', 8
    from generate_series(0, ${employees - 1}) e`);
  const sheets = await db.query(`insert into timesheets (id, assignment_id, employee_id, order_id, facility_id, week_start, state, confirmed_at)
    select ${id('c0000000-0000-4000-8000-', 'e * 8 + w')}, ${id('a0000000-0000-4000-8000-', 'e')}, ${id('e0000000-0000-4000-8000-', 'e')},
      ${id('0a000000-0000-4000-8000-', 'e % 100')}, ${id('f0000000-0000-4000-8000-', 'e % 100')}, date '2026-09-28' + 7 * w, 'confirmed', now()
    from generate_series(0, ${employees - 1}) e cross join generate_series(0, 4) w`);
  const rows = await db.query(`insert into timesheet_rows (timesheet_id, date, position, planned_start, planned_end, planned_break_minutes, actual_start, actual_end, actual_break_minutes)
    select ${id('c0000000-0000-4000-8000-', 'e * 8 + w')}, d, 0, s, x, 30,
      case when (e + w + k) % 10 = 0 then d + s end, case when (e + w + k) % 10 = 0 then d + s + (x - s) + interval '15 minutes' + case when x < s then interval '1 day' else interval '0' end end,
      case when (e + w + k) % 10 = 0 then 30 end
    from generate_series(0, ${employees - 1}) e cross join generate_series(0, 4) w cross join generate_series(0, 4) k
    cross join lateral (select date '2026-09-28' + 7 * w + (e + k) % 7 as d,
      (array['06:00','14:00','22:00'])[1 + e % 3]::time as s, (array['14:30','22:30','06:30'])[1 + e % 3]::time as x) t`);
  await db.query('vacuum (analyze) timesheets, timesheet_rows, employees');
  return { timesheets: sheets.rowCount ?? 0, rows: rows.rowCount ?? 0 };
}
