import type pg from 'pg';

export const FACILITY = '0190a000-0000-7000-8000-00000000f001';
export const ORDER = '0190a000-0000-7000-8000-00000000a001';
export const MONTH = { start: '2026-05-01', end: '2026-05-31' };

/**
 * One facility in Berlin (40 €/h, night 23:00–06:00 +25 %, Sunday +50 %, holiday +100 %, meal
 * allowance 6 €/day, travel 25 €/day flat) and `employees` employees each assigned for May 2026,
 * five days a week from a weekday of their own (so weekends and the holidays 1, 14 and 25 May are
 * worked), each an early (06:00–14:30), late (14:00–22:30) or night shift (22:00–06:00), 30 min
 * break: the weeks' timesheets (27 Apr – 31 May) confirmed. 200 employees → ≈ 4 200 duties in May.
 */
export async function seedInvoiceMonth(db: pg.Client, employees: number) {
  await db.query(`insert into facility_directory (id, name, street, postal_code, city, state, email, travel_cost_mode, travel_cost_rate, travel_cost_per_km, billing_rate, meal_allowance_rate,
      night_surcharge_percent, sunday_surcharge_percent, holiday_surcharge_percent, source_version)
    values ($1, 'Haus Sonne', 'Lindenweg 3', '10115', 'Berlin', 'BE', 'verwaltung@haus-sonne.example', 'Pauschale', 25, 0, 40, 6, 25, 50, 100, 1)`, [FACILITY]);
  await db.query(`insert into orders (id, facility_id, start_date, end_date, hours_per_day, headcount) values ($1, $2, '2026-04-27', '2026-05-31', 8, $3)`, [ORDER, FACILITY, employees]);
  await db.query(`insert into employees (id, first_name, last_name, entry_date, qualifications)
    select gen_random_uuid(), 'Anna', 'Müller ' || lpad(n::text, 4, '0'), '2020-01-01', '{pflegefachkraft}' from generate_series(1, $1) n`, [employees]);
  await db.query(`insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day)
    select gen_random_uuid(), $1, id, '2026-04-27', '2026-05-31', 8 from employees`, [ORDER]);
  await db.query(`insert into timesheets (id, assignment_id, employee_id, order_id, facility_id, week_start, state, confirmed_at)
    select gen_random_uuid(), a.id, a.employee_id, a.order_id, $1, w::date, 'confirmed', now()
    from assignments a, generate_series('2026-04-27'::date, '2026-05-25'::date, interval '7 days') w`, [FACILITY]);
  await db.query(`insert into timesheet_rows (timesheet_id, date, position, planned_start, planned_end, planned_break_minutes)
    select t.id, t.week_start + (x.first + i) % 7, 0, (array['06:00', '14:00', '22:00'])[x.shift + 1]::time, (array['14:30', '22:30', '06:00'])[x.shift + 1]::time, 30
    from timesheets t, lateral (select abs(hashtext(t.employee_id::text)) % 7 as first, abs(hashtext(t.employee_id::text) / 7) % 3 as shift) x, generate_series(0, 4) i`);
  const { rows } = await db.query(`select count(*)::int as duties from timesheet_rows where date between $1 and $2`, [MONTH.start, MONTH.end]);
  return rows[0].duties as number;
}
