import { assignmentSettingsApi } from '@cs/contracts/http/assignment-settings';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { readSettings } from './settings.repo';
import { updateSettings } from './update-settings';

export function settingsHandlers(deps: ServiceDeps): Handlers<typeof assignmentSettingsApi> {
  return {
    getAssignmentValidationSettings: () => readSettings(deps.db),
    updateAssignmentValidationSettings: ({ principal, body, expectedVersion, requestId }) =>
      updateSettings(deps, principal, body, expectedVersion, requestId),
  };
}
