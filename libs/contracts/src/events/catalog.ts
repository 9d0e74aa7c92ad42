import { z } from 'zod';
import { contractResponseSchema } from '../http/contracts';
import { clientResponseSchema } from '../http/clients';
import { distanceResponseSchema } from '../http/distances';
import { facilityResponseSchema } from '../http/facilities';
import { clientEventTypes, contractEventTypes, deletedEventDataSchema, facilityEventTypes, purgedEventDataSchema } from './facilities';
import * as identity from './identity';
import * as staffing from './staffing';
import { valueListEntryEventDataSchema, valueListEventTypes } from './value-lists';

/**
 * Every event type with its schema version and the schema of its `data`. The version is the
 * envelope's `version` and the subject's `.v<version>`: a major version. Within a version only
 * additive changes (new optional or new fields); a removed or retyped field needs the next version
 * (docs/events-and-trash.md, "Schema versions"). `event-schemas.snapshot.json` beside this file is
 * the checked-in record each version is compared with (libs/contracts/test/event-schemas.test.ts).
 */
export interface EventSchema {
  version: number;
  data: z.ZodType;
}

const v1 = (data: z.ZodType): EventSchema => ({ version: 1, data });
const deleted = (record: z.ZodObject) => record.extend(deletedEventDataSchema.omit({ id: true }).shape);

/** The replay of a parked event, recorded by the service that replayed it (`<context>.parkedEvent.replayed`). */
export const parkedEventReplayedDataSchema = z.object({
  id: z.string().uuid(),
  consumer: z.string(),
  stream: z.string(),
  subject: z.string(),
  eventId: z.string().nullable(),
  outcome: z.enum(['applied', 'ignored']),
});

const staffingAggregate = (aggregate: staffing.StaffingAggregate, record: z.ZodObject, deletedRecord: z.ZodObject) => {
  const types = staffing.staffingEventTypes[aggregate];
  return {
    [types.created]: v1(record),
    [types.updated]: v1(record),
    [types.deleted]: v1(deletedRecord),
    [types.restored]: v1(record),
    [types.purged]: v1(staffing.purgedDataSchema),
  };
};

const ids = identity.identityEventTypes;
export const eventCatalog: Readonly<Record<string, EventSchema>> = {
  [facilityEventTypes.created]: v1(facilityResponseSchema),
  [facilityEventTypes.updated]: v1(facilityResponseSchema),
  [contractEventTypes.created]: v1(contractResponseSchema),
  [contractEventTypes.updated]: v1(contractResponseSchema),
  [contractEventTypes.deleted]: v1(deleted(contractResponseSchema)),
  [contractEventTypes.restored]: v1(contractResponseSchema),
  [contractEventTypes.purged]: v1(purgedEventDataSchema),
  [clientEventTypes.created]: v1(clientResponseSchema),
  [clientEventTypes.updated]: v1(clientResponseSchema),
  [clientEventTypes.deleted]: v1(deleted(clientResponseSchema)),
  [clientEventTypes.restored]: v1(clientResponseSchema),
  [clientEventTypes.purged]: v1(purgedEventDataSchema),
  [ids.userCreated]: v1(identity.userEventDataSchema),
  [ids.userUpdated]: v1(identity.userEventDataSchema),
  [ids.userDeactivated]: v1(identity.userEventDataSchema),
  [ids.userPasswordChanged]: v1(identity.userEventDataSchema),
  [ids.userPasswordReset]: v1(identity.userEventDataSchema),
  [ids.userDeleted]: v1(identity.userDeletedEventDataSchema),
  [ids.userRestored]: v1(identity.userEventDataSchema),
  [ids.userPurged]: v1(identity.userPurgedEventDataSchema),
  [ids.roleCreated]: v1(identity.roleEventDataSchema),
  [ids.roleUpdated]: v1(identity.roleEventDataSchema),
  [ids.roleDeleted]: v1(identity.roleEventDataSchema),
  [ids.signingKeyCreated]: v1(identity.signingKeyCreatedEventDataSchema),
  [ids.accessTokensRevoked]: v1(identity.accessTokensRevokedEventDataSchema),
  ...staffingAggregate('employee', staffing.employeeEventDataSchema, staffing.employeeDeletedDataSchema),
  ...staffingAggregate('absence', staffing.absenceEventDataSchema, staffing.absenceDeletedDataSchema),
  ...staffingAggregate('order', staffing.orderEventDataSchema, staffing.orderDeletedDataSchema),
  ...staffingAggregate('assignment', staffing.assignmentEventDataSchema, staffing.assignmentDeletedDataSchema),
  [staffing.staffingEventTypes.settingsUpdated]: v1(staffing.settingsUpdatedDataSchema),
  'staffing.distance.created': v1(distanceResponseSchema),
  'staffing.distance.updated': v1(distanceResponseSchema),
  'staffing.distance.deleted': v1(distanceResponseSchema),
  [staffing.availabilityEventTypes.updated]: v1(staffing.availabilityUpdatedDataSchema),
  [staffing.preferenceEventTypes.created]: v1(staffing.preferenceEventDataSchema),
  [staffing.preferenceEventTypes.deleted]: v1(staffing.preferenceDeletedDataSchema),
  [staffing.lendingHistoryEventTypes.created]: v1(staffing.lendingHistoryEventDataSchema),
  [staffing.lendingHistoryEventTypes.updated]: v1(staffing.lendingHistoryEventDataSchema),
  [staffing.lendingHistoryEventTypes.deleted]: v1(staffing.lendingHistoryDeletedDataSchema),
  [staffing.timesheetEventTypes.created]: v1(staffing.timesheetEventDataSchema),
  [staffing.timesheetEventTypes.updated]: v1(staffing.timesheetEventDataSchema),
  [staffing.invoiceEventTypes.created]: v1(staffing.invoiceEventDataSchema),
  [staffing.invoiceEventTypes.updated]: v1(staffing.invoiceEventDataSchema),
  [staffing.invoiceEventTypes.deleted]: v1(staffing.invoiceDeletedDataSchema),
  [staffing.invoiceSellerEventTypes.updated]: v1(staffing.invoiceSellerEventDataSchema),
  [staffing.payrollEventTypes.settingsUpdated]: v1(staffing.payrollSettingsUpdatedDataSchema),
  [staffing.payrollEventTypes.exportCreated]: v1(staffing.payrollExportCreatedDataSchema),
  [valueListEventTypes.entryCreated]: v1(valueListEntryEventDataSchema),
  [valueListEventTypes.entryUpdated]: v1(valueListEntryEventDataSchema),
  [valueListEventTypes.entryDeleted]: v1(valueListEntryEventDataSchema),
  'identity.parkedEvent.replayed': v1(parkedEventReplayedDataSchema),
  'facilities.parkedEvent.replayed': v1(parkedEventReplayedDataSchema),
  'staffing.parkedEvent.replayed': v1(parkedEventReplayedDataSchema),
  'audit.parkedEvent.replayed': v1(parkedEventReplayedDataSchema),
};

/** The version of `type` consumers of this release understand (1 for a type not listed). */
export const versionOf = (type: string) => eventCatalog[type]?.version ?? 1;
