import { sql } from 'drizzle-orm';
import type { SeveritySettingsWithRules } from './check-types';

/**
 * The severities as the checks read them, as one JSON value inside a larger statement: the families
 * and the per-rule `rules` of the settings singleton; null while the row is missing (the readers
 * then take `defaultSeverities`).
 */
export const severitiesJson = sql<SeveritySettingsWithRules | null>`(select json_build_object('qualification', s.qualification,
    'availability', s.availability, 'workingHours', s.working_hours, 'overlap', s.overlap,
    'contractCoverage', s.contract_coverage, 'rules', s.rules)
  from assignment_validation_settings s where s.id = 1)`;
