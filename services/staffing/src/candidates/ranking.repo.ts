import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral, type Queryable } from '@cs/service-kit';
import { scorePartNames, type ScorePartName } from '@cs/contracts/http/candidates';
import type { AvailabilityStatus } from '@cs/contracts/http/availability';
import type { ShiftKind } from '@cs/contracts/shift-kinds';
import { fittingCodes, partExpressions, totalExpression, type ScoreColumns, type ScoreTerms } from './score-sql';

/** One employee of the ranking: the score PostgreSQL computed, and the stored facts its parts' numbers show. */
export interface RankedCandidate {
  id: string;
  firstName: string;
  lastName: string;
  qualifications: string[];
  weeklyHours: number | null;
  km: number | null;
  preferred: boolean;
  /** Live assignments at the order's facility starting before the window. */
  earlier: number;
  /** Net minutes planned (duty_weeks) in the weeks of the window's duties, and in the weeks starting in its month. */
  weekMinutes: number;
  monthMinutes: number;
  /** The employee's statements on the window's duty dates. */
  availability: Array<{ date: string; status: AvailabilityStatus; shifts: ShiftKind[] }>;
  values: Record<ScorePartName, number>;
  total: number;
}

export interface RankingQuery extends ScoreTerms {
  facilityId: string;
  window: { from: string; to: string };
  weights: Record<ScorePartName, number>;
  /** Leave out whoever holds none of `fits`' codes (their qualification finding is an Error). */
  onlyFitting: boolean;
}

interface Row extends Omit<RankedCandidate, 'weeklyHours' | 'km' | 'availability' | 'values'> {
  weeklyHours: string | null;
  km: string | null;
  availability: Array<[string, AvailabilityStatus, ShiftKind[]]> | null;
  [value: `v_${string}`]: number;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** The score's inputs as the `scored` rows carry them into the slice (`earlier` is already 0 where none). */
const sliceColumns: ScoreColumns = {
  qualifications: sql`slice.qualifications`,
  weeklyHours: sql`slice.weekly_hours`,
  km: sql`slice.km_value`,
  earlier: sql`slice.earlier`,
  preference: sql`slice.preference`,
  weekMinutes: sql`slice."weekMinutes"`,
  monthMinutes: sql`slice."monthMinutes"`,
  stated: sql`slice.stated`,
  statedSum: sql`slice.stated_sum`,
  headroom: sql`slice.headroom`,
};
const C = sql.raw('collate "C"');

/**
 * A slice of the ranking — every eligible employee (live, active, employed on a day of the window,
 * not blocked by the order's facility) by score descending, then last name, first name and id in
 * code-point order — of at most `limit` employees after `after` (keyset). The score is computed in
 * the query over every eligible employee, reading little: the week sums from the Monday index for
 * the window's and its month's Mondays (one hash join), the statements of those who stated something
 * on the window's dates (date index), distances, wishes and earlier assignments from the facility's
 * indexes, the lending headroom as arrays computed beforehand. Only the slice's rows travel, with their statements.
 */
export async function rankingSlice(q: Queryable, r: RankingQuery, after: RankedCandidate | null, limit: number): Promise<RankedCandidate[]> {
  // One pass over every employee: PostgreSQL's JIT would compile it anew each time and cost more than it saves.
  const result = await q.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return (await tx.execute(rankingSliceSql(r, after, limit))) as unknown as { rows: Row[] };
  });
  return result.rows.map(toCandidate);
}

/** The rows `rankingSlice` would give of these employees, in rank order: those still eligible, scored now. */
export async function rankedAmong(q: Queryable, r: RankingQuery, employeeIds: string[]): Promise<RankedCandidate[]> {
  if (employeeIds.length === 0) return [];
  const { rows } = (await q.execute(rankingSliceSql(r, null, employeeIds.length, employeeIds))) as unknown as { rows: Row[] };
  return rows.map(toCandidate);
}

/** The statement of `rankingSlice` (the benchmark runs it bare); `only` narrows every part of it to those employees. */
export function rankingSliceSql(r: RankingQuery, after: RankedCandidate | null, limit: number, only?: string[]): SQL {
  const { duties } = r;
  const mondays = arrayLiteral(duties.mondays);
  const first = [duties.month.first, ...duties.mondays].sort()[0];
  const last = [duties.month.last, ...duties.mondays].sort().at(-1) as string;
  const days = JSON.stringify(duties.days);
  // The total over every eligible employee; each part's value only for the slice's rows, from the
  // same inputs carried along (the same expressions over the same values: the same doubles).
  const total = totalExpression(partExpressions(r), r.weights, scorePartNames);
  const sliceParts = partExpressions(r, sliceColumns);
  const values = sql.join(
    scorePartNames.map((p) => sql`${sliceParts[p]} as ${sql.identifier(`v_${p}`)}`),
    sql`, `,
  );
  const fitting = r.onlyFitting ? sql`and e.qualifications && ${arrayLiteral(fittingCodes(r))}::text[]` : sql``;
  const among = (column: SQL) => (only ? sql`and ${column} = any(${arrayLiteral(only)}::uuid[])` : sql``);
  const keyset = after
    ? sql`where total < ${after.total}::float8 or (total = ${after.total}::float8 and ("lastName" ${C}, "firstName" ${C}, id) > (${after.lastName}, ${after.firstName}, ${after.id}::uuid))`
    : sql``;
  return sql`
    with wish as (
      select p.employee_id, p.preference from employee_facility_preferences p where p.facility_id = ${r.facilityId}::uuid
    ), here as (
      select a.employee_id, count(*)::int as n
      from orders o join assignments a on a.order_id = o.id and a.deleted_at is null
      where o.facility_id = ${r.facilityId}::uuid and o.deleted_at is null and a.start_date < ${r.window.from}::date ${among(sql`a.employee_id`)}
      group by a.employee_id
    ), weeks as (
      select k.employee_id, sum(k.net_minutes) filter (where k.monday = any(${mondays}::date[]))::int as week_minutes,
        sum(k.net_minutes) filter (where k.monday between ${duties.month.first}::date and ${duties.month.last}::date)::int as month_minutes
      from duty_weeks k where k.monday between ${first}::date and ${last}::date ${among(sql`k.employee_id`)} group by k.employee_id
    ), days as (
      select * from json_to_recordset(${days}::json) as x(date date, kinds text[])
    ), statements as (
      select v.employee_id, count(*)::int as stated,
        sum(case when v.status <> 'available' then 0::float8 when cardinality(v.shifts) > 0 and not (x.kinds <@ v.shifts) then 0.5::float8 else 1::float8 end) as sum
      from employee_availability v join days x on x.date = v.date
      where v.date between ${r.window.from}::date and ${r.window.to}::date ${among(sql`v.employee_id`)}
      group by v.employee_id
    ), lend as (
      select * from unnest(${arrayLiteral(r.headroom.ids)}::uuid[], ${arrayLiteral(r.headroom.values.map(String))}::float8[]) as l(employee_id, v)
    ), scored as (
      select e.id, e.first_name as "firstName", e.last_name as "lastName", e.qualifications, e.weekly_hours::text as "weeklyHours",
        d.km::text as km, coalesce(w.preference = 'preferred', false) as preferred, coalesce(h.n, 0) as earlier,
        coalesce(k.week_minutes, 0) as "weekMinutes", coalesce(k.month_minutes, 0) as "monthMinutes",
        e.weekly_hours as weekly_hours, d.km as km_value, w.preference, s.stated, s.sum as stated_sum, l.v as headroom,
        ${total} as total
      from employees e
      left join wish w on w.employee_id = e.id
      left join here h on h.employee_id = e.id
      left join employee_distances d on d.employee_id = e.id and d.facility_id = ${r.facilityId}::uuid
      left join weeks k on k.employee_id = e.id
      left join statements s on s.employee_id = e.id
      left join lend l on l.employee_id = e.id
      where e.deleted_at is null and e.active and e.entry_date <= ${r.window.to}::date
        and (e.exit_date is null or e.exit_date >= ${r.window.from}::date)
        and w.preference is distinct from 'blocked' ${fitting} ${among(sql`e.id`)}
    ), slice as (
      select * from scored ${keyset} order by total desc, "lastName" ${C}, "firstName" ${C}, id limit ${limit}
    )
    select slice.id, slice."firstName", slice."lastName", slice.qualifications, slice."weeklyHours", slice.km, slice.preferred,
      slice.earlier, slice."weekMinutes", slice."monthMinutes", ${values}, slice.total,
      (select json_agg(json_build_array(v.date, v.status, v.shifts) order by v.date) from employee_availability v
        where v.employee_id = slice.id and v.date in (select date from days)) as availability
    from slice order by total desc, "lastName" ${C}, "firstName" ${C}, id`;
}

function toCandidate(r: Row): RankedCandidate {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    qualifications: r.qualifications,
    weeklyHours: num(r.weeklyHours),
    km: num(r.km),
    preferred: r.preferred,
    earlier: r.earlier,
    weekMinutes: r.weekMinutes,
    monthMinutes: r.monthMinutes,
    availability: (r.availability ?? []).map(([date, status, shifts]) => ({ date, status, shifts })),
    values: Object.fromEntries(scorePartNames.map((p) => [p, Number(r[`v_${p}`])])) as Record<ScorePartName, number>,
    total: Number(r.total),
  };
}
