import { sql } from 'drizzle-orm';
import { toNumber, type Queryable } from '@cs/service-kit';
import type { ScoreContext } from './score';

export interface ScoreTermsRow extends Pick<ScoreContext, 'ranks' | 'facility'> {
  /**
   * The effective severity of QUALIFICATION_MISSING is Error: the per-rule severity (`rules`), else
   * the qualification family's, as the check applies them (the defaults when the settings row is missing).
   */
  qualificationMissingIsError: boolean;
}

/** The qualification ranks, the facility's travel-cost terms (null: not in the directory) and the qualification finding's severity, in one query. */
export async function loadScoreTerms(q: Queryable, facilityId: string): Promise<ScoreTermsRow> {
  const { rows } = (await q.execute(sql`select
      (select coalesce(json_object_agg(v.code, v.rank), '{}'::json) from value_lists v where v.list_key = 'qualifications' and v.rank is not null) as ranks,
      (select json_build_object('travelCostMode', f.travel_cost_mode, 'travelCostRate', f.travel_cost_rate, 'travelCostPerKm', f.travel_cost_per_km)
        from facility_directory f where f.id = ${facilityId}::uuid) as facility,
      coalesce((select coalesce(s.rules ->> 'QUALIFICATION_MISSING', s.qualification) from assignment_validation_settings s where s.id = 1), 'Error') = 'Error' as "qualificationMissingIsError"`)) as unknown as {
    rows: Array<{ ranks: Record<string, number>; facility: { travelCostMode: string | null; travelCostRate: unknown; travelCostPerKm: unknown } | null; qualificationMissingIsError: boolean }>;
  };
  const { ranks, facility, qualificationMissingIsError } = rows[0];
  return {
    ranks,
    facility: facility && { travelCostMode: facility.travelCostMode, travelCostRate: toNumber(facility.travelCostRate as string | null), travelCostPerKm: toNumber(facility.travelCostPerKm as string | null) },
    qualificationMissingIsError,
  };
}
