import { sql } from 'drizzle-orm';
import { toNumber, type Queryable } from '@cs/service-kit';
import { checks, defaultSeverities, severityOf } from '../checks';
import { severitiesJson } from '../shared/severities-sql';
import type { SeveritySettingsWithRules } from '../working-time';
import type { ScoreContext } from './score';

/** The order facility's counting party of the lending law and the client's own limits (null: the statute's). */
export interface PartyTerms {
  id: string;
  maxMonths: number | null;
  equalPayMonths: number | null;
  /** The latest transaction that marked one of the party's lending pairs (`lending_pairs.changed_xid`); null: none. */
  changedXid: string | null;
}

export interface ScoreTermsRow extends Pick<ScoreContext, 'ranks' | 'facility'> {
  party: PartyTerms;
  /** Whether a rule's findings are Errors as the checks now apply the severities (THE lookup: severityOf). */
  isError: (code: string) => boolean;
}

/**
 * The qualification ranks, the facility's travel-cost terms (null: not in the directory), its
 * counting party with its pairs' latest change mark (for the remembered headroom) and the
 * severities as they are now, in one query.
 */
export async function loadScoreTerms(q: Queryable, facilityId: string): Promise<ScoreTermsRow> {
  const { rows } = (await q.execute(sql`select
      (select coalesce(json_object_agg(v.code, v.rank), '{}'::json) from value_lists v where v.list_key = 'qualifications' and v.rank is not null) as ranks,
      (select json_build_object('travelCostMode', f.travel_cost_mode, 'travelCostRate', f.travel_cost_rate, 'travelCostPerKm', f.travel_cost_per_km)
        from facility_directory f where f.id = ${facilityId}::uuid) as facility,
      (select json_build_object('id', coalesce(f.client_id, ${facilityId}::uuid), 'maxMonths', c.max_lending_months, 'equalPayMonths', c.equal_pay_months,
          'changedXid', (select max(lp.changed_xid)::text from lending_pairs lp where lp.party_id = coalesce(f.client_id, ${facilityId}::uuid)))
        from (select 1) one left join facility_directory f on f.id = ${facilityId}::uuid left join client_replica c on c.id = f.client_id) as party,
      ${severitiesJson} as severities`)) as unknown as {
    rows: Array<{ ranks: Record<string, number>; facility: { travelCostMode: string | null; travelCostRate: unknown; travelCostPerKm: unknown } | null; severities: SeveritySettingsWithRules | null; party: PartyTerms }>;
  };
  const { ranks, facility, severities, party } = rows[0];
  const settings = severities ?? defaultSeverities;
  return {
    party,
    ranks,
    facility: facility && { travelCostMode: facility.travelCostMode, travelCostRate: toNumber(facility.travelCostRate as string | null), travelCostPerKm: toNumber(facility.travelCostPerKm as string | null) },
    isError: (code) => {
      const rule = checks.find((c) => c.code === code);
      return rule !== undefined && severityOf(rule, settings) === 'Error';
    },
  };
}
