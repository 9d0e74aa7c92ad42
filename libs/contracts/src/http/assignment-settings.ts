import { z } from 'zod';
import { defineApi } from './operation';
import { conflictCheckNameSchema, ruleSettingSchema, severitySchema } from './assignments';

/** Severity per conflict check; the singleton AssignmentValidationSettings. */
const severityFields = {
  qualification: severitySchema,
  availability: severitySchema,
  workingHours: severitySchema,
  overlap: severitySchema,
  contractCoverage: severitySchema,
};

/**
 * Per-rule severities keyed by rule code (e.g. `REST_TOO_SHORT`, see docs/working-time-rules.md);
 * a rule without one takes its check's severity. `Off`: the rule does not run. A PUT without `rules`
 * clears them.
 */
const rulesField = z
  .record(z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, { message: 'must be a rule code' }), ruleSettingSchema)
  .refine((r) => Object.keys(r).length <= 100, { message: 'at most 100 rules' });

export const updateAssignmentValidationSettingsRequestSchema = z
  .strictObject({ ...severityFields, rules: rulesField.optional() })
  .meta({ id: 'UpdateAssignmentValidationSettingsRequest' });
export type UpdateAssignmentValidationSettingsRequest = z.infer<typeof updateAssignmentValidationSettingsRequestSchema>;

export const assignmentValidationSettingsResponseSchema = z
  .object({ ...severityFields, rules: z.record(z.string(), ruleSettingSchema), version: z.number().int(), updatedAt: z.string() })
  .meta({ id: 'AssignmentValidationSettingsResponse' });
export type AssignmentValidationSettingsResponse = z.infer<typeof assignmentValidationSettingsResponseSchema>;

/**
 * One rule a per-rule severity may name: its code, check family (whose severity applies without one),
 * law and label. `notCheckable`: its findings say the rule could not be checked (data not entered);
 * without its own severity such a finding is a Warning, whatever its family's.
 */
export const validationRuleSchema = z
  .object({
    code: z.string(),
    check: conflictCheckNameSchema,
    legalSource: z.string(),
    label: z.string(),
    notCheckable: z.boolean(),
    /**
     * The severity the rule has without a per-rule setting when that is not its family's: its own
     * default (a day stated as unavailable warns although its family blocks) or Warning for a rule
     * that could not check something; null → its family's severity applies.
     */
    ownDefault: severitySchema.nullable(),
  })
  .meta({ id: 'AssignmentValidationRule' });
export const validationRulesResponseSchema = z
  .object({ items: z.array(validationRuleSchema) })
  .meta({ id: 'AssignmentValidationRulesResponse' });
export type ValidationRulesResponse = z.infer<typeof validationRulesResponseSchema>;

const tag = 'Assignment validation settings';

export const assignmentSettingsApi = defineApi({
  getAssignmentValidationSettings: {
    method: 'get',
    path: '/api/settings/assignment-validation',
    summary: 'The severity (Warning or Error) of each assignment conflict check',
    tag,
    permission: { module: 'assignmentSettings', action: 'read' },
    response: assignmentValidationSettingsResponseSchema,
  },
  listAssignmentValidationRules: {
    method: 'get',
    path: '/api/settings/assignment-validation/rules',
    summary: 'The rule catalogue: every code `rules` may name, with check family, legal source and label (German; English by Accept-Language)',
    tag,
    permission: { module: 'assignmentSettings', action: 'read' },
    response: validationRulesResponseSchema,
  },
  updateAssignmentValidationSettings: {
    method: 'put',
    path: '/api/settings/assignment-validation',
    summary: 'Set the severity of every check; effective for the very next check (If-Match optional)',
    tag,
    permission: { module: 'assignmentSettings', action: 'update' },
    body: updateAssignmentValidationSettingsRequestSchema,
    response: assignmentValidationSettingsResponseSchema,
    ifMatch: true,
    mutates: true,
  },
});
