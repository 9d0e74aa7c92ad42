import type { Api, Operation } from './operation';
import { authApi, rolesApi, usersApi } from './identity';
import { facilitiesApi } from './facilities';
import { contractsApi, contractTrashApi } from './contracts';
import { clientsApi, clientTrashApi } from './clients';
import { employeesApi } from './employees';
import { absencesApi } from './absences';
import { ordersApi } from './orders';
import { assignmentsApi } from './assignments';
import { distancesApi, travelCostApi } from './distances';
import { assignmentSettingsApi } from './assignment-settings';
import { staffingTrashApi } from './staffing-trash';
import { valueListsApi } from './value-lists';
import { selfServiceApi } from './self-service';
import { availabilityApi, myAvailabilityApi } from './availability';
import { employeeFacilityPreferencesApi } from './employee-facility-preferences';
import { lendingHistoryApi } from './lending-history';
import { dutyRosterApi } from './duty-roster';
import { candidatesApi } from './candidates';
import { lendingClockApi } from './lending-clock';
import { myTimesheetsApi, timesheetsApi } from './timesheets';
import { facilityPortalApi } from './facility-portal';
import { invoicesApi } from './invoices';
import { invoiceSellerApi } from './invoice-seller';
import { payrollSettingsApi } from './payroll-settings';
import { payrollExportsApi } from './payroll-export';
import { auditApi } from './audit';
import { auditParkedEventsApi, facilitiesParkedEventsApi, identityParkedEventsApi, staffingParkedEventsApi } from './admin';

/**
 * Which service owns (answers) each operation table. The one place that says it: the gateway's
 * route table, its trash owners and public routes, and each service's mount list are derived from
 * it. Within a service, tables are mounted in the order listed (an earlier path wins a tie).
 */
export const apiOwners = {
  identity: { authApi, usersApi, rolesApi, identityParkedEventsApi },
  facilities: { facilitiesApi, contractsApi, contractTrashApi, clientsApi, clientTrashApi, facilitiesParkedEventsApi },
  staffing: {
    employeesApi,
    absencesApi,
    ordersApi,
    assignmentsApi,
    travelCostApi,
    assignmentSettingsApi,
    staffingTrashApi,
    valueListsApi,
    distancesApi,
    selfServiceApi,
    availabilityApi,
    myAvailabilityApi,
    employeeFacilityPreferencesApi,
    lendingHistoryApi,
    dutyRosterApi,
    candidatesApi,
    lendingClockApi,
    timesheetsApi,
    myTimesheetsApi,
    facilityPortalApi,
    invoiceSellerApi,
    invoicesApi,
    payrollSettingsApi,
    payrollExportsApi,
    staffingParkedEventsApi,
  },
  audit: { auditApi, auditParkedEventsApi },
} as const satisfies Record<string, Record<string, Api>>;

export type ServiceName = keyof typeof apiOwners;
export const serviceNames = Object.keys(apiOwners) as ServiceName[];

export interface OwnedOperation {
  owner: ServiceName;
  apiName: string;
  name: string;
  operation: Operation;
}

/** Every operation with the service that owns it, in mount order. */
export const ownedOperations: readonly OwnedOperation[] = serviceNames.flatMap((owner) =>
  Object.entries(apiOwners[owner] as Record<string, Api>).flatMap(([apiName, api]) =>
    Object.entries(api).map(([name, operation]) => ({ owner, apiName, name, operation })),
  ),
);

/** The owner of an API table by its export name (`usersApi` → `identity`), or `undefined`. */
export function ownerOfApi(apiName: string): ServiceName | undefined {
  return serviceNames.find((owner) => Object.hasOwn(apiOwners[owner], apiName));
}
