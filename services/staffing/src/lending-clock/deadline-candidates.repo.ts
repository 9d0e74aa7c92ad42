import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '@cs/service-kit';
import { partyOfFacility } from '../lending';

/**
 * The employee × party pairs that can have a deadline today (docs/lending-law.md, "Which pairs are
 * read"): live employees whose lending periods at the party (live assignments, history lent by another
 * agency or before this system) include one ending on or after `today` and add up to at least
 * 28 × min(maximum months, equal-pay months) − `within` days. Every pair with a deadline meets both; the
 * clock decides which of them have one.
 */
export interface DeadlineCandidate {
  employeeId: string;
  partyId: string;
  firstName: string;
  lastName: string;
}

/** Fewest days in a month: an n-month BGB period has at least 28 · n days. */
const SHORTEST_MONTH_DAYS = 28;

export interface DeadlineCandidateFilter {
  today: string;
  within: number;
  employeeId?: string;
  partyId?: string;
}

/** The statement (the benchmark sends it alone as the floor of this design). */
export function deadlineCandidatesSql({ today, within, employeeId, partyId }: DeadlineCandidateFilter): SQL {
  const ofAssignment = employeeId ? sql`and a.employee_id = ${employeeId}` : sql``;
  const ofHistory = employeeId ? sql`and h.employee_id = ${employeeId}` : sql``;
  const ofParty = partyId ? sql`where p.party_id = ${partyId}` : sql``;
  return sql`
    with periods as (
      select a.employee_id, ${partyOfFacility(sql`o.facility_id`)} as party_id, a.start_date as from_date, a.end_date as to_date
      from assignments a
      join orders o on o.id = a.order_id
      left join facility_directory f on f.id = o.facility_id
      where a.deleted_at is null ${ofAssignment}
      union all
      select h.employee_id, h.party_id, h.from_date, h.to_date
      from lending_history h
      where h.source <> 'employedByClient' ${ofHistory}
    ), pairs as (
      select p.employee_id, p.party_id
      from periods p
      left join client_replica c on c.id = p.party_id
      ${ofParty}
      group by p.employee_id, p.party_id, c.max_lending_months, c.equal_pay_months
      having max(p.to_date) >= ${today}::date
         and sum(p.to_date - p.from_date + 1) >= ${SHORTEST_MONTH_DAYS} * least(coalesce(c.max_lending_months, 18), coalesce(c.equal_pay_months, 9)) - ${within}
    )
    select pairs.employee_id as "employeeId", pairs.party_id as "partyId", e.first_name as "firstName", e.last_name as "lastName"
    from pairs join employees e on e.id = pairs.employee_id and e.deleted_at is null`;
}

export async function deadlineCandidates(q: Queryable, filter: DeadlineCandidateFilter): Promise<DeadlineCandidate[]> {
  return rowsOf<DeadlineCandidate>(await q.execute(deadlineCandidatesSql(filter)));
}
