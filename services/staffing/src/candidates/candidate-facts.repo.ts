import { sql } from 'drizzle-orm';
import { arrayLiteral, type Queryable } from '@cs/service-kit';
import type { AvailabilityStatus } from '@cs/contracts/http/availability';
import type { ShiftKind } from '@cs/contracts/shift-kinds';
import type { WindowDuties } from './window-duties';

/** What the score of one eligible employee is computed from: stored data only, no check. */
export interface CandidateFacts {
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
}

interface Row extends Omit<CandidateFacts, 'weeklyHours' | 'km' | 'availability'> {
  weeklyHours: string | null;
  km: string | null;
  availability: Array<[string, AvailabilityStatus, ShiftKind[]]> | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Every eligible employee's score facts in ONE query: live, active, employed on a day of the
 * window, not blocked by the order's facility. Facility-wide facts (distances, wishes, earlier
 * assignments) are aggregated per employee from the facility's indexes; week sums and statements
 * are read by primary key.
 */
export async function loadCandidateFacts(q: Queryable, facilityId: string, window: { from: string; to: string }, duties: WindowDuties): Promise<CandidateFacts[]> {
  const mondays = arrayLiteral(duties.mondays);
  const dates = arrayLiteral(duties.days.map((d) => d.date));
  const first = [duties.month.first, ...duties.mondays].sort()[0];
  const last = [duties.month.last, ...duties.mondays].sort().at(-1) as string;
  // One pass over every employee: PostgreSQL's JIT would compile it anew each time and cost more than it saves.
  const result = await q.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return (await tx.execute(sql`
    with wish as (
      select p.employee_id, p.preference from employee_facility_preferences p where p.facility_id = ${facilityId}::uuid
    ), here as (
      select a.employee_id, count(*)::int as n
      from orders o join assignments a on a.order_id = o.id and a.deleted_at is null
      where o.facility_id = ${facilityId}::uuid and o.deleted_at is null and a.start_date < ${window.from}::date
      group by a.employee_id
    )
    select e.id, e.first_name as "firstName", e.last_name as "lastName", e.qualifications, e.weekly_hours::text as "weeklyHours",
      d.km::text as km, coalesce(w.preference = 'preferred', false) as preferred, coalesce(h.n, 0) as earlier,
      coalesce(k."weekMinutes", 0) as "weekMinutes", coalesce(k."monthMinutes", 0) as "monthMinutes",
      (select json_agg(json_build_array(v.date, v.status, v.shifts) order by v.date) from employee_availability v
        where v.employee_id = e.id and v.date = any(${dates}::date[])) as availability
    from employees e
    left join wish w on w.employee_id = e.id
    left join here h on h.employee_id = e.id
    left join employee_distances d on d.employee_id = e.id and d.facility_id = ${facilityId}::uuid
    -- Both week sums from one range of the employee's duty_weeks (primary key).
    left join lateral (select sum(k.net_minutes) filter (where k.monday = any(${mondays}::date[]))::int as "weekMinutes",
        sum(k.net_minutes) filter (where k.monday between ${duties.month.first}::date and ${duties.month.last}::date)::int as "monthMinutes"
      from duty_weeks k where k.employee_id = e.id and k.monday between ${first}::date and ${last}::date) k on true
    where e.deleted_at is null and e.active and e.entry_date <= ${window.to}::date
      and (e.exit_date is null or e.exit_date >= ${window.from}::date)
      and w.preference is distinct from 'blocked'`)) as unknown as { rows: Row[] };
  });
  return result.rows.map((r) => ({
    ...r,
    weeklyHours: num(r.weeklyHours),
    km: num(r.km),
    availability: (r.availability ?? []).map(([date, status, shifts]) => ({ date, status, shifts })),
  }));
}
