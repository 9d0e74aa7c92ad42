import { streams } from '@cs/contracts';
import { valueListEventSubjects } from '@cs/contracts/events/value-lists';
import { startConsumer, type ServiceDeps } from '@cs/service-kit';
import { onValueListEntryChanged, VALUE_LISTS_CONSUMER } from './on-value-list-entry-changed';
import { parkPoisonMessage } from '@cs/service-kit/messaging/parked-events';

/** Durable consumer `facilities-value-lists` on STAFFING, `staffing.valueList.>`. */
export function startValueListsConsumer(deps: ServiceDeps) {
  return startConsumer({
    bus: deps.bus,
    db: deps.db,
    logger: deps.logger,
    stream: streams.staffing,
    durable: VALUE_LISTS_CONSUMER,
    filterSubjects: valueListEventSubjects,
    handle: (tx, event) => onValueListEntryChanged(tx, event, deps.logger),
    onPoison: parkPoisonMessage(deps.db, VALUE_LISTS_CONSUMER),
  });
}
