import { streams } from '@cs/contracts';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { EMPLOYEES_CONSUMER, onEmployeeChanged } from './on-employee-changed';
import { parkEvent } from './parked-events.repo';

/** Durable consumer `identity-employees` on STAFFING, `staffing.employee.>`. */
export function startEmployeesConsumer(deps: ServiceDeps) {
  return startConsumer({
    bus: deps.bus,
    db: deps.db,
    logger: deps.logger,
    stream: streams.staffing,
    durable: EMPLOYEES_CONSUMER,
    filterSubjects: ['staffing.employee.>'],
    handle: (tx, event) => onEmployeeChanged(tx, event, deps.logger),
    onPoison: (raw, reason, subject) => parkEvent(deps.db, EMPLOYEES_CONSUMER, subject, reason, raw),
  });
}
