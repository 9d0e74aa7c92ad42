import { sql } from 'drizzle-orm';
import { toNumber, type Queryable } from '@cs/service-kit';
import type { ScoreContext } from './score';

/** The qualification ranks and the facility's travel-cost terms (null: not in the directory), in one query. */
export async function loadScoreTerms(q: Queryable, facilityId: string): Promise<Pick<ScoreContext, 'ranks' | 'facility'>> {
  const { rows } = (await q.execute(sql`select
      (select coalesce(json_object_agg(v.code, v.rank), '{}'::json) from value_lists v where v.list_key = 'qualifications' and v.rank is not null) as ranks,
      (select json_build_object('travelCostMode', f.travel_cost_mode, 'travelCostRate', f.travel_cost_rate, 'travelCostPerKm', f.travel_cost_per_km)
        from facility_directory f where f.id = ${facilityId}::uuid) as facility`)) as unknown as {
    rows: Array<{ ranks: Record<string, number>; facility: { travelCostMode: string | null; travelCostRate: unknown; travelCostPerKm: unknown } | null }>;
  };
  const { ranks, facility } = rows[0];
  return {
    ranks,
    facility: facility && { travelCostMode: facility.travelCostMode, travelCostRate: toNumber(facility.travelCostRate as string | null), travelCostPerKm: toNumber(facility.travelCostPerKm as string | null) },
  };
}
