import { createApp, finishApp, mountOwnedApis, parkedEventsHandlers, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { apiOwners } from '@cs/contracts/http/owners';
import { staffingParkedEventsApi } from '@cs/contracts/http/admin';
import { employeesHandlers } from './employees/employees.routes';
import { absencesHandlers } from './absences/absences.routes';
import { ordersHandlers } from './orders/orders.routes';
import { assignmentsHandlers } from './assignments/assignments.routes';
import { settingsHandlers } from './settings/settings.routes';
import { trashHandlers } from './trash/trash.routes';
import { valueListsHandlers } from './value-lists/value-lists.routes';
import { distancesHandlers } from './distances/distances.routes';
import { selfServiceHandlers } from './self-service/self-service.routes';
import { availabilityHandlers, myAvailabilityHandlers } from './availability/availability.routes';
import { preferencesHandlers } from './facility-preferences/preferences.routes';
import { lendingHistoryHandlers } from './lending-history/history.routes';
import { dutyRosterHandlers } from './duty-roster/duty-roster.routes';
import { candidatesHandlers } from './candidates/candidates.routes';
import { lendingClockHandlers } from './lending-clock/lending-clock.routes';
import { recheckScopes } from './rechecks/recheck-employee-assignments';
import { lockedOrderDuties, lockOrderDuties, regenerateOrderDuties } from './order-duties/regenerate-order-duties';
import { myTimesheetsHandlers, timesheetsHandlers } from './timesheets/timesheets.routes';
import { facilityPortalHandlers } from './facility-portal/facility-portal.routes';
import { invoiceSellerHandlers, invoicesHandlers } from './invoices/invoices.routes';
import { travelCostHandlers } from './assignments/travel-cost/travel-cost.routes';
import { payrollExportsHandlers, payrollSettingsHandlers } from './payroll-export/payroll-export.routes';
import type { StaffingConfig } from './config';
import { setPlanningTimeZone } from './working-time';

/** The staffing HTTP app; never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: StaffingConfig, consumers: readonly RunningConsumer[] = []) {
  setPlanningTimeZone(config.PLANNING_TIME_ZONE);
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  const handlers = {
    employeesApi: employeesHandlers(deps, recheckScopes),
    absencesApi: absencesHandlers(deps, recheckScopes),
    ordersApi: ordersHandlers(deps, { lock: lockOrderDuties, lockedAll: lockedOrderDuties, regenerate: regenerateOrderDuties }),
    // `/api/assignments/check` is declared before `/api/assignments/{id}`, so it wins the match.
    assignmentsApi: assignmentsHandlers(deps),
    travelCostApi: travelCostHandlers(deps),
    assignmentSettingsApi: settingsHandlers(deps),
    staffingTrashApi: trashHandlers(deps),
    valueListsApi: valueListsHandlers(deps),
    distancesApi: distancesHandlers(deps),
    selfServiceApi: selfServiceHandlers(deps),
    availabilityApi: availabilityHandlers(deps, recheckScopes),
    myAvailabilityApi: myAvailabilityHandlers(deps),
    employeeFacilityPreferencesApi: preferencesHandlers(deps, recheckScopes),
    lendingHistoryApi: lendingHistoryHandlers(deps),
    dutyRosterApi: dutyRosterHandlers(deps),
    candidatesApi: candidatesHandlers(deps),
    lendingClockApi: lendingClockHandlers(deps),
    timesheetsApi: timesheetsHandlers(deps),
    myTimesheetsApi: myTimesheetsHandlers(deps),
    facilityPortalApi: facilityPortalHandlers(deps),
    invoiceSellerApi: invoiceSellerHandlers(deps),
    invoicesApi: invoicesHandlers(deps),
    payrollSettingsApi: payrollSettingsHandlers(deps),
    payrollExportsApi: payrollExportsHandlers(deps),
    staffingParkedEventsApi: parkedEventsHandlers(staffingParkedEventsApi, { ...deps, consumers: () => consumers, context: 'staffing' }),
  };
  mountOwnedApis(app, apiOwners.staffing, handlers, deps.verify);
  return finishApp(app, deps.logger);
}
