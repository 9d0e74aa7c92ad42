import { streams } from '@cs/contracts';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { EMPLOYEES_CONSUMER, onEmployeeChanged } from './on-employee-changed';
import { parkPoisonMessage } from '@cs/service-kit/messaging/parked-events';

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
    onPoison: parkPoisonMessage(deps.db, EMPLOYEES_CONSUMER),
  });
}
