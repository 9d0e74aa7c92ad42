import { sql } from 'drizzle-orm';
import { arrayLiteral, perHandle, type Queryable, rowsOf } from '@cs/service-kit';

/**
 * What the lending clock counts, read from the database (docs/lending-law.md, "What counts"): per
 * employee and counting party, the date ranges of their live assignments at any of the party's
 * facilities and the history periods recorded by hand. The party of a facility is its client, or
 * the facility itself when it belongs to no client.
 */
export type LendingPeriodSource = 'assignment' | 'otherAgency' | 'beforeThisSystem' | 'employedByClient';

export interface LendingPeriodRow {
  employeeId: string;
  partyId: string;
  from: string;
  to: string;
  source: LendingPeriodSource;
  /** The assignment or the history record. */
  recordId: string;
}

/** The counting party of a facility, as SQL over `facility_directory` aliased `f` and the facility id. */
export const partyOfFacility = (facilityId: unknown) => sql`coalesce(f.client_id, ${facilityId})`;

export interface LendingPeriodFilter {
  employeeIds?: readonly string[];
  partyIds?: readonly string[];
}

/**
 * Every lending period (and period of direct employment) of the employees and parties named; a
 * filter left out is not applied. Ordered by employee, party, start.
 */
export async function lendingPeriods(q: Queryable, filter: LendingPeriodFilter): Promise<LendingPeriodRow[]> {
  const employees = filter.employeeIds ? sql`and employee_id = any(${arrayLiteral(filter.employeeIds)}::uuid[])` : sql``;
  const parties = filter.partyIds ? sql`and party_id = any(${arrayLiteral(filter.partyIds)}::uuid[])` : sql``;
  const result = await q.execute(sql`
    select employee_id as "employeeId", party_id as "partyId", from_date::text as "from", to_date::text as "to", source, record_id as "recordId"
    from (
      select a.employee_id, ${partyOfFacility(sql`o.facility_id`)} as party_id, a.start_date as from_date, a.end_date as to_date,
             'assignment' as source, a.id as record_id
      from assignments a
      join orders o on o.id = a.order_id
      left join facility_directory f on f.id = o.facility_id
      where a.deleted_at is null
      union all
      select h.employee_id, h.party_id, h.from_date, h.to_date, h.source, h.id
      from lending_history h
    ) p
    where true ${employees} ${parties}
    order by employee_id, party_id, from_date, record_id`);
  return rowsOf<LendingPeriodRow>(result);
}

const atParty = sql.placeholder('partyId');
/**
 * The periods of some employees at one party as a named prepared statement, each connection planning
 * it once (planning the union costs more than running it): assignments by
 * `assignments_employee_range_idx`, history by `lending_history_employee_idx`. One employee (a check)
 * has a statement of its own with `=`: with `= any(array)` PostgreSQL's generic plan estimates ten
 * times the rows of a custom one, so it went on planning every call.
 */
const employeesAtParty = (name: string, employees: 'one' | 'many') => {
  const which = employees === 'one' ? sql`= ${sql.placeholder('employeeId')}::uuid` : sql`= any(${sql.placeholder('employeeIds')}::uuid[])`;
  return perHandle((q: Queryable) =>
    q
      .select({
        employeeId: sql<string>`p.employee_id`,
        partyId: sql<string>`${atParty}::uuid`,
        from: sql<string>`p.from_date::text`,
        to: sql<string>`p.to_date::text`,
        source: sql<LendingPeriodSource>`p.source`,
        recordId: sql<string>`p.record_id`,
      })
      .from(sql`(
        select a.employee_id, a.start_date as from_date, a.end_date as to_date, 'assignment' as source, a.id as record_id
        from assignments a
        join orders o on o.id = a.order_id
        left join facility_directory f on f.id = o.facility_id
        where a.deleted_at is null and a.employee_id ${which} and ${partyOfFacility(sql`o.facility_id`)} = ${atParty}::uuid
        union all
        select h.employee_id, h.from_date, h.to_date, h.source, h.id
        from lending_history h
        where h.employee_id ${which} and h.party_id = ${atParty}::uuid
      ) as p`)
      .orderBy(sql`p.employee_id, p.from_date, p.record_id`)
      .prepare(name),
  );
};
const oneAtParty = employeesAtParty('staffing_lending_periods', 'one');
const manyAtParty = employeesAtParty('staffing_lending_periods_many', 'many');

/** What `lendingPeriods(q, { employeeIds, partyIds: [partyId] })` answers, by a prepared statement. */
export async function lendingPeriodsAtPartyOf(q: Queryable, employeeIds: readonly string[], partyId: string): Promise<LendingPeriodRow[]> {
  const rows = employeeIds.length === 1
    ? await oneAtParty(q).execute({ employeeId: employeeIds[0], partyId })
    : await manyAtParty(q).execute({ employeeIds: arrayLiteral(employeeIds), partyId });
  return rows as LendingPeriodRow[];
}

/** Rows grouped by `employeeId:partyId`, in the rows' order. */
export function byEmployeeAndParty(rows: readonly LendingPeriodRow[]): Map<string, LendingPeriodRow[]> {
  const groups = new Map<string, LendingPeriodRow[]>();
  for (const row of rows) {
    const key = `${row.employeeId}:${row.partyId}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Every lending period (and period of direct employment) at one counting party, of every employee:
 * the assignments of the orders at the party's facilities (facility_directory_client_idx,
 * orders_facility_idx, assignments_order_idx) and the history at the party (lending_history_party_idx).
 * Ordered by employee, start. Live orders only, which loses nothing — an order with live assignments
 * is never in the trash (orders/order-trashable.ts) — and lets the partial index of live orders serve
 * the facilities (without it the planner scans every order).
 */
export async function lendingPeriodsAtParty(q: Queryable, partyId: string): Promise<LendingPeriodRow[]> {
  const result = await q.execute(sql`
    select employee_id as "employeeId", ${partyId}::uuid as "partyId", from_date::text as "from", to_date::text as "to", source, record_id as "recordId"
    from (
      select a.employee_id, a.start_date as from_date, a.end_date as to_date, 'assignment' as source, a.id as record_id
      from orders o
      join assignments a on a.order_id = o.id and a.deleted_at is null
      left join facility_directory f on f.id = o.facility_id
      where o.facility_id in (select d.id from facility_directory d where d.client_id = ${partyId}::uuid union all select ${partyId}::uuid)
        and ${partyOfFacility(sql`o.facility_id`)} = ${partyId}::uuid and o.deleted_at is null
      union all
      select h.employee_id, h.from_date, h.to_date, h.source, h.id from lending_history h where h.party_id = ${partyId}::uuid
    ) p
    order by employee_id, from_date, record_id`);
  return rowsOf<LendingPeriodRow>(result);
}
