import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type Queryable, rowsOf } from '@cs/service-kit';
import { LENDING_LIMIT_BOUNDS } from '@cs/contracts/http/lending-clock';
import { partyColumns, partyJoins, type PartyRow } from './parties.repo';

/**
 * The employee × party pairs that can have a deadline today (docs/lending-law.md, "Which pairs are
 * read"): live employees whose lending periods at the party (live assignments, history lent by another
 * agency or before this system) include one ending on or after `today` and add up to at least
 * 28 × min(maximum months, equal-pay months) − `within` days. Every pair with a deadline meets both; the
 * clock decides which of them have one. `lending_pairs` holds both figures per pair, each on the
 * safe side (the sum of the periods' lengths, the latest last day ever). Each comes with its party
 * as the replicas know it (parties.repo.ts), read in the same statement.
 */
export interface DeadlineCandidate extends PartyRow {
  employeeId: string;
  /** The pair's revision in `lending_pairs` (pair-clocks.ts). */
  revision: number;
}

/** Fewest days in a month: an n-month BGB period has at least 28 · n days. */
const SHORTEST_MONTH_DAYS = 28;

export interface DeadlineCandidateFilter {
  today: string;
  within: number;
  employeeId?: string;
  partyId?: string;
}

/** The statute's limits: a party without its own needs at least 28 · min(18, 9) − within lent days. */
const STATUTE_MONTHS = { maxMonths: 18, equalPayMonths: 9 };
/**
 * A party's own equal-pay months are never below the statute's 9 (LENDING_LIMIT_BOUNDS), so only an
 * own maximum below 9 months puts its threshold below the statute's.
 */
const LOWEST_STATUTE_MIN = Math.min(STATUTE_MONTHS.maxMonths, LENDING_LIMIT_BOUNDS.equalPayMonths.min);

/**
 * The statement (the benchmark sends it alone as the floor of this design). It reads the per-pair
 * sums (`lending_pairs`, kept by triggers): pairs over the statute's threshold by the lent-days index,
 * and the pairs of the parties whose own maximum is shorter than that by the party index; the exact
 * threshold per party after that.
 */
export function deadlineCandidatesSql({ today, within, employeeId, partyId }: DeadlineCandidateFilter): SQL {
  const only = sql`${employeeId ? sql`and t.employee_id = ${employeeId}` : sql``} ${partyId ? sql`and t.party_id = ${partyId}` : sql``}`;
  const statuteThreshold = SHORTEST_MONTH_DAYS * LOWEST_STATUTE_MIN - within;
  return sql`
    with pairs as (
      select t.employee_id, t.party_id, t.lent_days, t.revision from lending_pairs t
      where t.lent_days >= ${statuteThreshold} and t.last_day >= ${today}::date ${only}
      union
      select t.employee_id, t.party_id, t.lent_days, t.revision from lending_pairs t
      join client_replica c on c.id = t.party_id and c.max_lending_months < ${LOWEST_STATUTE_MIN}
      where t.last_day >= ${today}::date ${only}
    )
    select p.employee_id as "employeeId", p.revision::float8 as revision, ${partyColumns(sql`p.party_id`)}
    from pairs p
    ${partyJoins(sql`p.party_id`)}
    where not exists (select 1 from employees e where e.id = p.employee_id and e.deleted_at is not null)
      and p.lent_days >= ${SHORTEST_MONTH_DAYS} * least(coalesce(c.max_lending_months, ${STATUTE_MONTHS.maxMonths}), coalesce(c.equal_pay_months, ${STATUTE_MONTHS.equalPayMonths})) - ${within}`;
}

export async function deadlineCandidates(q: Queryable, filter: DeadlineCandidateFilter): Promise<DeadlineCandidate[]> {
  return rowsOf<DeadlineCandidate>(await q.execute(deadlineCandidatesSql(filter)));
}

/** First and last names of live employees, by id (the deadline list names only what it shows). */
export async function employeeNames(q: Queryable, ids: readonly string[]): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; firstName: string; lastName: string }>(
    await q.execute(sql`select id, first_name as "firstName", last_name as "lastName" from employees where id = any(${arrayLiteral([...new Set(ids)])}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
}
