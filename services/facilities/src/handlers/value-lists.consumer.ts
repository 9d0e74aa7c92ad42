import { streams } from '@cs/contracts';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { VALUE_LISTS_CONSUMER, valueListEvents } from './on-value-list-entry-changed';

/** Durable consumer `facilities-value-lists` on STAFFING (`staffing.valueList.>`, derived from the event types). */
export function startValueListsConsumer(deps: ServiceDeps) {
  return startConsumer({ bus: deps.bus, db: deps.db, logger: deps.logger, stream: streams.staffing, durable: VALUE_LISTS_CONSUMER, events: valueListEvents });
}
