import type { EventEnvelope } from '@cs/contracts';
import { valueListEntryEventDataSchema, valueListEventTypes } from '@cs/contracts/events/value-lists';
import type { Logger, Tx } from '@cs/service-kit';
import { applyCrmStatusEntry } from '../crm-status/crm-status.repo';
import { parkEvent } from '@cs/service-kit/messaging/parked-events';

export const VALUE_LISTS_CONSUMER = 'facilities-value-lists';
const CRM_STATUS_LIST = 'crmStatus';

/**
 * `staffing.valueList.entry*` → the crmStatus replica. Entries of other lists are ignored; an
 * entry whose data fails its schema is parked (and, being in the inbox, never retried).
 */
export async function onValueListEntryChanged(tx: Tx, event: EventEnvelope, log: Logger) {
  const known = Object.values(valueListEventTypes) as string[];
  if (!known.includes(event.type)) return;
  const parsed = valueListEntryEventDataSchema.safeParse(event.data);
  if (!parsed.success) {
    log.error({ eventId: event.id, type: event.type, issues: parsed.error.issues }, 'value-list event with invalid data parked');
    await parkEvent(tx, { consumer: VALUE_LISTS_CONSUMER, subject: event.type, reason: parsed.error.message, payload: JSON.stringify(event) });
    return;
  }
  if (parsed.data.listKey !== CRM_STATUS_LIST) return;
  await applyCrmStatusEntry(tx, parsed.data, event.type === valueListEventTypes.entryDeleted, event.occurredAt);
}
