import { assignmentSettingsApi } from '@cs/contracts/http/assignment-settings';
import { preferredLanguage, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { ruleCatalogue } from './rule-catalogue';
import { readSettings } from './settings.repo';
import { updateSettings } from './update-settings';

export function settingsHandlers(deps: ServiceDeps): Handlers<typeof assignmentSettingsApi> {
  return {
    getAssignmentValidationSettings: () => readSettings(deps.db),
    listAssignmentValidationRules: async ({ req }) => ruleCatalogue(preferredLanguage(req, ['de', 'en'] as const)),
    updateAssignmentValidationSettings: ({ principal, body, expectedVersion, requestId }) =>
      updateSettings(deps, principal, body, expectedVersion, requestId),
  };
}
