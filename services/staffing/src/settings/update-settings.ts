import { actorOf, assertVersion, diffFields, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type {
  AssignmentValidationSettingsResponse,
  UpdateAssignmentValidationSettingsRequest,
} from '@cs/contracts/http/assignment-settings';
import { staffingEventTypes } from '@cs/contracts/events/staffing';
import { requireKnownRuleCodes } from './rule-codes';
import { readSettings, writeSettings } from './settings.repo';

/**
 * Sets the severity of every check, and of single rules (`rules`, codes checked: 400 `rules.<code>`). The checks read the settings in the same query as their facts,
 * so the change applies to the very next check. Audited as `staffing.settings.updated`.
 */
export async function updateSettings(
  deps: ServiceDeps,
  principal: Principal,
  body: UpdateAssignmentValidationSettingsRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<AssignmentValidationSettingsResponse> {
  requireKnownRuleCodes(body.rules);
  return transact(deps, async (tx) => {
    const before = await readSettings(tx, { lock: true });
    assertVersion(expectedVersion, before.version);
    const after = await writeSettings(tx, body);
    await recordEvent(tx, {
      type: staffingEventTypes.settingsUpdated,
      actor: actorOf(principal),
      subject: { type: 'assignmentValidationSettings', id: 'assignment-validation' },
      data: after,
      changes: diffFields(before, after),
      correlationId,
    });
    return after;
  });
}
