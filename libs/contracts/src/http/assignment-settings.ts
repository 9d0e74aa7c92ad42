import { z } from 'zod';
import { defineApi } from './operation';
import { severitySchema } from './assignments';

/** Severity per conflict check; the singleton AssignmentValidationSettings. */
const severityFields = {
  qualification: severitySchema,
  availability: severitySchema,
  workingHours: severitySchema,
  overlap: severitySchema,
  contractCoverage: severitySchema,
};

export const updateAssignmentValidationSettingsRequestSchema = z
  .strictObject(severityFields)
  .meta({ id: 'UpdateAssignmentValidationSettingsRequest' });
export type UpdateAssignmentValidationSettingsRequest = z.infer<typeof updateAssignmentValidationSettingsRequestSchema>;

export const assignmentValidationSettingsResponseSchema = z
  .object({ ...severityFields, version: z.number().int(), updatedAt: z.string() })
  .meta({ id: 'AssignmentValidationSettingsResponse' });
export type AssignmentValidationSettingsResponse = z.infer<typeof assignmentValidationSettingsResponseSchema>;

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
  updateAssignmentValidationSettings: {
    method: 'put',
    path: '/api/settings/assignment-validation',
    summary: 'Set the severity of every check; effective for the very next check (If-Match optional)',
    tag,
    permission: { module: 'assignmentSettings', action: 'update' },
    body: updateAssignmentValidationSettingsRequestSchema,
    response: assignmentValidationSettingsResponseSchema,
    errors: [412, 413, 415],
    ifMatch: true,
    mutates: true,
  },
});
