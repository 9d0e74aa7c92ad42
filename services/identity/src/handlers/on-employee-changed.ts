import { employeeDeletedDataSchema, employeeEventDataSchema, purgedDataSchema, staffingEventTypes } from '@cs/contracts/events/staffing';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { markEmployeeDeleted, markEmployeePurged, upsertEmployee } from '../employees/employee-replica.repo';
import { unlinkEmployee } from '../users/unlink-employee';

export const EMPLOYEES_CONSUMER = 'identity-employees';

const types = staffingEventTypes.employee;
const stateSchema = employeeEventDataSchema.pick({ id: true, firstName: true, lastName: true, version: true });
const deletedSchema = employeeDeletedDataSchema.pick({ id: true, firstName: true, lastName: true, version: true });
const purgedSchema = purgedDataSchema.pick({ id: true });

/**
 * `staffing.employee.*` → employee_replica, ordered by the employee's version (two identity
 * processes may handle consecutive events at once): created/updated/restored carry the names;
 * deleted (trash) marks the employee gone; purged removes the names for good and unlinks its users.
 * Data failing its schema is parked by the kit (and, being in the inbox, never retried).
 */
export const employeeEvents: EventHandlers = {
  ...onEach([types.created, types.updated, types.restored], on(stateSchema, (tx, event) => upsertEmployee(tx, event.data))),
  [types.deleted]: on(deletedSchema, (tx, event) => markEmployeeDeleted(tx, event.data)),
  [types.purged]: on(purgedSchema, async (tx, event) => {
    await markEmployeePurged(tx, event.data.id);
    await unlinkEmployee(tx, event.data.id, event.correlationId ?? undefined);
  }),
};
