import { sql } from 'drizzle-orm';
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

interface PartyRow {
  id: string;
  name: string | null;
  isClient: boolean;
  maxMonths: number | null;
  maxMonthsNote: string | null;
  equalPayMonths: number | null;
  equalPayNote: string | null;
}

export async function partiesByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, PartyInfo>> {
  if (ids.length === 0) return new Map();
  const result = await q.execute(sql`
    select p.id, coalesce(c.name, f.name) as name,
           (c.id is not null or exists (select 1 from facility_directory owned where owned.client_id = p.id)) as "isClient",
           c.max_lending_months as "maxMonths", c.max_lending_months_note as "maxMonthsNote",
           c.equal_pay_months as "equalPayMonths", c.equal_pay_note as "equalPayNote"
    from unnest(${arrayLiteral(ids)}::uuid[]) as p(id)
    left join client_replica c on c.id = p.id
    left join facility_directory f on f.id = p.id and f.client_id is null`);
  const rows = rowsOf<PartyRow>(result);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        party: { id: r.id, name: r.name, kind: r.isClient ? 'client' : 'facility' },
        maxMonths: r.maxMonths,
        maxMonthsNote: r.maxMonthsNote,
        equalPayMonths: r.equalPayMonths,
        equalPayNote: r.equalPayNote,
      },
    ]),
  );
}
