import { actorOf, assertVersion, diffFields, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { PayrollSettingsResponse, UpdatePayrollSettingsRequest } from '@cs/contracts/http/payroll-settings';
import { payrollEventTypes } from '@cs/contracts/events/staffing';
import { readPayrollSettings, writePayrollSettings } from './payroll-settings.repo';

/** Replaces the payroll settings (the next export run uses them; earlier runs keep theirs). Audited as `staffing.payrollSettings.updated`. */
export async function updatePayrollSettings(
  deps: ServiceDeps,
  principal: Principal,
  body: UpdatePayrollSettingsRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<PayrollSettingsResponse> {
  return transact(deps, async (tx) => {
    const before = await readPayrollSettings(tx, { lock: true });
    assertVersion(expectedVersion, before.version);
    const after = await writePayrollSettings(tx, body);
    await recordEvent(tx, {
      type: payrollEventTypes.settingsUpdated,
      actor: actorOf(principal),
      subject: { type: 'payrollSettings', id: 'payroll', label: 'Lohnexport-Einstellungen' },
      data: after,
      changes: diffFields(before, after),
      correlationId,
    });
    return after;
  });
}
