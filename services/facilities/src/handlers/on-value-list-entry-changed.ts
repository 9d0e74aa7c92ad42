import { valueListEntryEventDataSchema, valueListEventTypes } from '@cs/contracts/events/value-lists';
import { on, onEach, type EventHandlers } from '@cs/service-kit';
import { applyCrmStatusEntry } from '../crm-status/crm-status.repo';

export const VALUE_LISTS_CONSUMER = 'facilities-value-lists';
const CRM_STATUS_LIST = 'crmStatus';

/**
 * `staffing.valueList.entry*` → the crmStatus replica. Entries of other lists are ignored; an
 * entry whose data fails its schema is parked by the kit (and, being in the inbox, never retried).
 */
export const valueListEvents: EventHandlers = onEach(
  Object.values(valueListEventTypes),
  on(valueListEntryEventDataSchema, async (tx, event) => {
    if (event.data.listKey !== CRM_STATUS_LIST) return;
    await applyCrmStatusEntry(tx, event.data, event.type === valueListEventTypes.entryDeleted, event.occurredAt);
  }),
);
