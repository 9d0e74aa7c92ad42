import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type Queryable, rowsOf } from '@cs/service-kit';
import type { LendingParty } from '@cs/contracts/http/lending-history';

/**
 * The counting parties as the replicas know them: a client (its name and own limits), or a facility
 * that belongs to no client (its name, the statute's limits). A party no replica knows yet has no name;
 * it is a client when a facility names it as its client, else a facility.
 */
export interface PartyInfo {
  party: LendingParty;
  maxMonths: number | null;
  maxMonthsNote: string | null;
  equalPayMonths: number | null;
  equalPayNote: string | null;
}

/** A party's columns as `partyColumns` selects them. */
export interface PartyRow {
  partyId: string;
  partyName: string | null;
  isClient: boolean;
  maxMonths: number | null;
  maxMonthsNote: string | null;
  equalPayMonths: number | null;
  equalPayNote: string | null;
}

/**
 * The columns of `PartyRow` for a party id expression, over `left join client_replica c on c.id = <id>`
 * and `left join facility_directory f on f.id = <id> and f.client_id is null` (`partyJoins`).
 */
export const partyColumns = (id: SQL) => sql`
  ${id} as "partyId", coalesce(c.name, f.name) as "partyName",
  (c.id is not null or exists (select 1 from facility_directory owned where owned.client_id = ${id})) as "isClient",
  c.max_lending_months as "maxMonths", c.max_lending_months_note as "maxMonthsNote",
  c.equal_pay_months as "equalPayMonths", c.equal_pay_note as "equalPayNote"`;

export const partyJoins = (id: SQL) => sql`
  left join client_replica c on c.id = ${id}
  left join facility_directory f on f.id = ${id} and f.client_id is null`;

export const partyInfoOf = (r: PartyRow): PartyInfo => ({
  party: { id: r.partyId, name: r.partyName, kind: r.isClient ? 'client' : 'facility' },
  maxMonths: r.maxMonths,
  maxMonthsNote: r.maxMonthsNote,
  equalPayMonths: r.equalPayMonths,
  equalPayNote: r.equalPayNote,
});

export async function partiesByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, PartyInfo>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PartyRow>(await q.execute(sql`select ${partyColumns(sql`p.id`)} from unnest(${arrayLiteral(ids)}::uuid[]) as p(id) ${partyJoins(sql`p.id`)}`));
  return new Map(rows.map((r) => [r.partyId, partyInfoOf(r)]));
}
