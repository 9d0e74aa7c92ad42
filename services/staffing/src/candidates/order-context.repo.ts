import { sql } from 'drizzle-orm';
import { toNumber, type Queryable } from '@cs/service-kit';
import { checks, defaultSeverities, severityOf } from '../checks';
import { severitiesJson } from '../shared/severities-sql';
import type { SeveritySettingsWithRules } from '../working-time';
import type { ScoreContext } from './score';

export interface ScoreTermsRow extends Pick<ScoreContext, 'ranks' | 'facility'> {
  /** Whether a rule's findings are Errors as the checks now apply the severities (THE lookup: severityOf). */
  isError: (code: string) => boolean;
}

/** The qualification ranks, the facility's travel-cost terms (null: not in the directory) and the severities as they are now, in one query. */
export async function loadScoreTerms(q: Queryable, facilityId: string): Promise<ScoreTermsRow> {
  const { rows } = (await q.execute(sql`select
      (select coalesce(json_object_agg(v.code, v.rank), '{}'::json) from value_lists v where v.list_key = 'qualifications' and v.rank is not null) as ranks,
      (select json_build_object('travelCostMode', f.travel_cost_mode, 'travelCostRate', f.travel_cost_rate, 'travelCostPerKm', f.travel_cost_per_km)
        from facility_directory f where f.id = ${facilityId}::uuid) as facility,
      ${severitiesJson} as severities`)) as unknown as {
    rows: Array<{ ranks: Record<string, number>; facility: { travelCostMode: string | null; travelCostRate: unknown; travelCostPerKm: unknown } | null; severities: SeveritySettingsWithRules | null }>;
  };
  const { ranks, facility, severities } = rows[0];
  const settings = severities ?? defaultSeverities;
  return {
    ranks,
    facility: facility && { travelCostMode: facility.travelCostMode, travelCostRate: toNumber(facility.travelCostRate as string | null), travelCostPerKm: toNumber(facility.travelCostPerKm as string | null) },
    isError: (code) => {
      const rule = checks.find((c) => c.code === code);
      return rule !== undefined && severityOf(rule, settings) === 'Error';
    },
  };
}
