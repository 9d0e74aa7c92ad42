import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '@cs/service-kit';
import { ensureDutyWeeks } from '../../services/staffing/src/assignments/duty-weeks.repo';
import { defaultParameters } from '../../services/staffing/src/working-time/parameters';

/**
 * Synthetic staffing data, set-based and deterministic in shape (offsets are random):
 * - timeline: day 0 = BASE (a Monday) … ~day 760;
 * - facility f: in the directory; contract Active and open-ended, except f % 20 = 0 none,
 *   = 10 Draft, = 5 Active but ending on day 365;
 * - order i = j · FACILITIES + f: facility f, days [7j, 7j + 69], 8 h/day, shift by i % 4 (early
 *   06:00–14:30, late 14:00–22:30, night 22:00–06:30, each with a 30 min break, as every-day pattern; none), headcount 1–3, required qualification by (f + j) % 10 (4× Helfer, 3× Assistenz,
 *   2× Fachkraft, 1× Intensiv) — so `orderFor` can pick an order a given employee qualifies for;
 * - employee e: qualification rank by e % 10 (Helfer / Assistenz / Fachkraft / Fachkraft + Intensiv),
 *   weekly hours 40 / 38.5 / 30 / 20, every 50th leaves on day 740, three absences of 1–14 days;
 * - assignment a: employee a % E in slot (a / E · MULT) % slots of `slotDays` days: it starts in the
 *   slot's first 7 days and lasts 5…slotDays − 12 days, so one employee's assignments never overlap
 *   and the last 6 days of every slot stay free (create candidates go there); its order covers it,
 *   has the employee's qualification and hours 8;
 * - duties (issue 13): one per day of every assignment, as its order's pattern gives it (untimed for
 *   orders without times) — ≈ 14.5 per assignment, ≈ 15 M for 1 M assignments.
 */
export const BASE = '2026-01-05';
export const FACILITIES = 2_000;
export const ORDERS_PER_FACILITY = 100;
export const ORDERS = FACILITIES * ORDERS_PER_FACILITY;
const ORDER_STRIDE = 7;
const ORDER_DAYS = 70;
const TIMELINE_DAYS = 720;
const ABSENCES_PER_EMPLOYEE = 3;
const BREAK_MINUTES = 30;

/** Readable, valid (version 4, RFC variant) ids: `<kind prefix>-0000-4000-8000-<n in hex>`. */
const prefixes = { employee: 'e0000000', facility: 'f0000000', contract: 'c0000000', order: '0d000000', assignment: 'a0000000', absence: 'ab000000' };
type Kind = keyof typeof prefixes;
export const benchId = (kind: Kind, n: number) => `${prefixes[kind]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const sqlId = (kind: Kind, n: string) => `('${prefixes[kind]}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

export const dayOf = (n: number) => new Date(Date.parse(`${BASE}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Highest order-qualification index (f + j) % 10 employee e satisfies (ranks: 0–3 Helfer, 4–6 Assistenz, 7–8 Fachkraft, 9 Intensiv). */
const KMAX = [3, 3, 3, 6, 6, 6, 8, 8, 8, 9];
export const kmaxOf = (e: number) => KMAX[e % 10];
const kmaxSql = (e: string) => `(array[${KMAX.join(',')}])[1 + ${e} % 10]`;

/** The order of facility-column `r` (moved to qualification index k) whose range covers a window starting on day d (≤ 34 days long). */
export function orderFor(d: number, r: number, k: number): number {
  const j = Math.min(ORDERS_PER_FACILITY - 1, Math.max(0, Math.floor(d / ORDER_STRIDE) - 4));
  const f = (((r - ((r + j) % 10) + k) % FACILITIES) + FACILITIES) % FACILITIES;
  return j * FACILITIES + f;
}
const orderForSql = (d: string, r: string, k: string) => {
  const j = `least(${ORDERS_PER_FACILITY - 1}, greatest(0, ${d} / ${ORDER_STRIDE} - 4))`;
  return `(${j}) * ${FACILITIES} + ((((${r}) - ((${r}) + ${j}) % 10 + (${k})) % ${FACILITIES}) + ${FACILITIES}) % ${FACILITIES}`;
};

export interface Layout {
  employees: number;
  slots: number;
  slotDays: number;
  /** Slot permutation step (coprime with `slots`), so the first assignments of an employee spread over the timeline. */
  mult: number;
}

export function layoutFor(employees: number, maxAssignments: number): Layout {
  const slots = Math.max(20, Math.ceil(maxAssignments / employees));
  const slotDays = Math.floor(TIMELINE_DAYS / slots);
  if (slotDays < 18) throw new Error(`${maxAssignments} assignments for ${employees} employees do not fit two years`);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const mult = [7, 11, 13, 17, 19, 23, 29, 31].find((m) => gcd(m, slots) === 1) ?? 1;
  return { employees, slots, slotDays, mult };
}

export async function seedReference(db: pg.Client, employees: number) {
  await db.query(`
    insert into facility_directory (id, name, street, postal_code, city, travel_cost_mode, travel_cost_rate, travel_cost_per_km, source_version)
    select ${sqlId('facility', 'f')}, 'Haus ' || (array['Sonne','Linde','Abendrot','Rosengarten','Am Park'])[1 + f % 5] || ' ' || f,
           'Hauptstraße ' || (f % 200 + 1), lpad(((f * 7919) % 99999)::text, 5, '0'),
           (array['Berlin','Hamburg','München','Köln','Leipzig'])[1 + f / 7 % 5], 'Pauschale', 25.00, 0.30, 1
    from generate_series(0, ${FACILITIES - 1}) f`);
  await db.query(`
    insert into contract_replica (id, facility_id, status, valid_from, valid_to, source_version)
    select ${sqlId('contract', 'f')}, ${sqlId('facility', 'f')}, case when f % 20 = 10 then 'Draft' else 'Active' end,
           date '2023-01-01', case when f % 20 = 5 then date '${BASE}' + 365 end, 1
    from generate_series(0, ${FACILITIES - 1}) f where f % 20 <> 0`);
  await db.query(`
    insert into orders (id, facility_id, required_qualification, start_date, end_date, shift_start, shift_end, hours_per_day, headcount, notes)
    select ${sqlId('order', 'i')}, ${sqlId('facility', `i % ${FACILITIES}`)},
           (array['pflegehelfer','pflegehelfer','pflegehelfer','pflegehelfer','pflegeassistenz','pflegeassistenz','pflegeassistenz',
                  'pflegefachkraft','pflegefachkraft','fachkraft-intensivpflege'])[1 + (i % ${FACILITIES} + i / ${FACILITIES}) % 10],
           date '${BASE}' + (i / ${FACILITIES}) * ${ORDER_STRIDE}, date '${BASE}' + (i / ${FACILITIES}) * ${ORDER_STRIDE} + ${ORDER_DAYS - 1},
           (array['06:00','14:00','22:00',null])[1 + i % 4]::time, (array['14:30','22:30','06:30',null])[1 + i % 4]::time,
           8, 1 + i % 3, 'bench order ' || i
    from generate_series(0, ${ORDERS - 1}) i`);
  // The pattern duties are generated from (issue 13): that shift every day with a 30 min break (8 h net).
  await db.query(`
    update orders set shift_pattern = jsonb_build_object(
      'weekdays', jsonb_build_object('mon', s, 'tue', s, 'wed', s, 'thu', s, 'fri', s, 'sat', s, 'sun', s), 'exceptions', '{}'::jsonb)
    from (select id as oid, jsonb_build_object('start', to_char(shift_start, 'HH24:MI'), 'end', to_char(shift_end, 'HH24:MI'), 'breakMinutes', ${BREAK_MINUTES}) as s
          from orders where shift_start is not null) p
    where id = p.oid`);
  await db.query(`
    insert into employees (id, first_name, last_name, date_of_birth, entry_date, exit_date, qualifications, weekly_hours, street, postal_code, city, phone, email)
    select ${sqlId('employee', 'e')},
           (array['Anna','Peter','Maria','Jonas','Lea','Paul','Sophie','Lukas'])[1 + e % 8],
           (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker'])[1 + e / 8 % 8] || ' ' || e,
           date '1960-01-01' + (e * 7919) % 14000, date '2014-01-01' + ((e::bigint * 104729) % 4000)::int,
           case when e % 50 = 7 then date '${BASE}' + 740 end,
           case when e % 10 < 3 then array['pflegehelfer'] when e % 10 < 6 then array['pflegeassistenz']
                when e % 10 < 9 then array['pflegefachkraft'] else array['pflegefachkraft','fachkraft-intensivpflege'] end,
           (array[40, 38.5, 30, 20])[1 + e / 10 % 4], 'Gartenweg ' || (e % 90 + 1), lpad(((e * 31) % 99999)::text, 5, '0'),
           (array['Berlin','Hamburg','München','Köln','Leipzig'])[1 + e % 5], '+49 30 ' || e, 'employee' || e || '@example.org'
    from generate_series(0, ${employees - 1}) e`);
  await db.query(`
    insert into absences (id, employee_id, type, start_date, end_date)
    select ${sqlId('absence', 'x')}, ${sqlId('employee', `x % ${employees}`)}, (array['vacation','sickness','unavailable','training'])[1 + x % 4], s, s + floor(random() * 14)::int
    from (select x, date '${BASE}' + (x / ${employees}) * 243 + floor(random() * 200)::int as s
          from generate_series(0, ${employees * ABSENCES_PER_EMPLOYEE - 1}) x) t`);
}

/** Assignments number `from` … `to − 1` of the layout (see above). */
export async function seedAssignments(db: pg.Client, { employees, slots, slotDays, mult }: Layout, from: number, to: number) {
  await db.query(`
    with g as materialized (
      select a, a % ${employees} as e,
             ((a / ${employees}) * ${mult}) % ${slots} * ${slotDays} + floor(random() * 7)::int as d,
             5 + floor(random() * ${slotDays - 16})::int as len,
             floor(random() * ${FACILITIES})::int as r, random() as q
      from generate_series(${from}, ${to - 1}) a
    )
    insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day)
    select ${sqlId('assignment', 'a')}, ${sqlId('order', orderForSql('d', 'r', `floor(q * (${kmaxSql('e')} + 1))::int`))},
           ${sqlId('employee', 'e')}, date '${BASE}' + d, date '${BASE}' + d + len - 1, 8
    from g`);
}

/**
 * The duties of assignments number `from` … `to − 1`: every day of the assignment, the order's
 * shift (set-based: one INSERT … SELECT over generate_series). Returns the number of rows.
 */
export async function seedDuties(db: pg.Client, from: number, to: number): Promise<number> {
  const res = await db.query(
    `insert into duties (assignment_id, employee_id, date, position, start, "end", break_minutes)
     select a.id, a.employee_id, d::date, 0, o.shift_start, o.shift_end, case when o.shift_start is null then null else ${BREAK_MINUTES} end
     from assignments a join orders o on o.id = a.order_id
     cross join lateral generate_series(a.start_date::timestamp, a.end_date::timestamp, interval '1 day') d
     where a.id between $1 and $2`,
    [benchId('assignment', from), benchId('assignment', to - 1)],
  );
  return res.rowCount ?? 0;
}

/** The week sums of every employee's duties (the service's own code, as at its start with another time zone): bulk-loaded duties bypass their upkeep. */
export async function sumDutyWeeks(db: pg.Client): Promise<void> {
  await ensureDutyWeeks(drizzle(db) as unknown as Db, defaultParameters.timeZone, { force: true });
}

/** What a check reads, in the order pg_prewarm loads it (tables, then the indexes it uses). */
const CHECK_RELATIONS = [
  'facility_directory', 'contract_replica', 'orders', 'employees', 'absences', 'assignments', 'duties', 'duty_weeks',
  'orders_pkey', 'employees_pkey', 'absences_employee_range_idx', 'assignments_pkey', 'duties_employee_date_idx', 'duty_weeks_pkey',
];

/**
 * The steady state after a bulk load: autovacuum's work done, no checkpoint of the load's WAL during
 * the measurement, and — where the server has pg_prewarm (contrib) — what a check reads in
 * PostgreSQL's buffers, as in a server that has been answering checks for a while. Answers the
 * server's shared_buffers and whether it prewarmed (the figures depend on both: docs/benchmarks.md).
 */
export async function settle(db: pg.Client): Promise<string> {
  // Every table, those the triggers filled too (ranking_changes, lending_pairs): a server without
  // autovacuum would otherwise plan them with no statistics at all.
  await db.query('vacuum (analyze)');
  await db.query('checkpoint');
  const { rows } = await db.query<{ shared_buffers: string; small: boolean }>(
    "select current_setting('shared_buffers') as shared_buffers, pg_size_bytes(current_setting('shared_buffers')) < pg_size_bytes('1GB') as small",
  );
  // A fresh server's 128 MB holds a tenth of the 1 M data set: its figures are not comparable.
  const buffers = `shared_buffers ${rows[0].shared_buffers}${rows[0].small ? " (WARNING: below 1 GB — ALTER SYSTEM SET shared_buffers = '4GB' and restart for comparable figures)" : ''}`;
  try {
    await db.query('create extension if not exists pg_prewarm');
    const warmed = await db.query<{ blocks: string }>(`select sum(pg_prewarm(c))::text as blocks from unnest($1::regclass[]) c`, [CHECK_RELATIONS]);
    return `${buffers}, prewarmed ${warmed.rows[0].blocks} blocks`;
  } catch (error) {
    return `${buffers}, not prewarmed (${(error as Error).message})`;
  }
}
