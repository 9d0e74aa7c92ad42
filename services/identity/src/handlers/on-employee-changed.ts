import { employeeEventDataSchema, purgedDataSchema, staffingEventTypes } from '@cs/contracts/events/staffing';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { markEmployeeGone, upsertEmployee } from '../employees/employee-replica.repo';
import { unlinkEmployee } from '../users/unlink-employee';

export const EMPLOYEES_CONSUMER = 'identity-employees';

const types = staffingEventTypes.employee;
const namesSchema = employeeEventDataSchema.pick({ id: true, firstName: true, lastName: true });
const goneSchema = purgedDataSchema.pick({ id: true });

/**
 * `staffing.employee.*` → employee_replica. Created/updated/restored carry the names; deleted
 * (trash) and purged mark the employee gone; a purge also unlinks its users. Data failing its
 * schema is parked by the kit (and, being in the inbox, never retried).
 */
export const employeeEvents: EventHandlers = {
  ...onEach([types.created, types.updated, types.restored], on(namesSchema, (tx, event) => upsertEmployee(tx, event.data))),
  ...onEach(
    [types.deleted, types.purged],
    on(goneSchema, async (tx, event) => {
      await markEmployeeGone(tx, event.data.id);
      if (event.type === types.purged) await unlinkEmployee(tx, event.data.id, event.correlationId ?? undefined);
    }),
  ),
};
