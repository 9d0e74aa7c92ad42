import type { EventEnvelope } from '@cs/contracts';
import { employeeEventDataSchema, purgedDataSchema, staffingEventTypes } from '@cs/contracts/events/staffing';
import type { Logger, Tx } from '@cs/service-kit';
import { markEmployeeGone, upsertEmployee } from '../employees/employee-replica.repo';
import { unlinkEmployee } from '../employees/unlink-employee';
import { parkEvent } from '@cs/service-kit/messaging/parked-events';

export const EMPLOYEES_CONSUMER = 'identity-employees';

const types = staffingEventTypes.employee;
const namesSchema = employeeEventDataSchema.pick({ id: true, firstName: true, lastName: true });
const goneSchema = purgedDataSchema.pick({ id: true });

/**
 * `staffing.employee.*` → employee_replica. Created/updated/restored carry the names; deleted
 * (trash) and purged mark the employee gone; a purge also unlinks its users. An event whose data
 * fails its schema is parked (and, being in the inbox, never retried).
 */
export async function onEmployeeChanged(tx: Tx, event: EventEnvelope, log: Logger) {
  const gone = event.type === types.deleted || event.type === types.purged;
  if (!gone && ![types.created, types.updated, types.restored].includes(event.type as never)) return;
  const parsed = (gone ? goneSchema : namesSchema).safeParse(event.data);
  if (!parsed.success) {
    log.error({ eventId: event.id, type: event.type, issues: parsed.error.issues }, 'employee event with invalid data parked');
    await parkEvent(tx, { consumer: EMPLOYEES_CONSUMER, subject: event.type, reason: parsed.error.message, payload: JSON.stringify(event) });
    return;
  }
  if (!gone) return upsertEmployee(tx, parsed.data as { id: string; firstName: string; lastName: string });
  await markEmployeeGone(tx, parsed.data.id);
  if (event.type === types.purged) await unlinkEmployee(tx, parsed.data.id, event.correlationId ?? undefined);
}
