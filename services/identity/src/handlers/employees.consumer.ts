import { streams } from '@cs/contracts';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { EMPLOYEES_CONSUMER, employeeEvents } from './on-employee-changed';

/** Durable consumer `identity-employees` on STAFFING (`staffing.employee.>`, derived from the event types). */
export function startEmployeesConsumer(deps: ServiceDeps) {
  return startConsumer({ bus: deps.bus, db: deps.db, logger: deps.logger, stream: streams.staffing, durable: EMPLOYEES_CONSUMER, events: employeeEvents });
}
