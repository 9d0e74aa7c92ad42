import { actorOf, diffFields, recordEvent, type Principal, type Queryable } from '@cs/service-kit';
import { valueListEntrySubjectId, valueListEventTypes } from '@cs/contracts/events/value-lists';
import { toEntryEventData } from './value-list-entry';
import type { ValueListRow } from './value-lists.repo';

type Verb = keyof typeof valueListEventTypes;

/**
 * `staffing.valueList.entryCreated|entryUpdated|entryDeleted` into the outbox of the current
 * transaction: data = the entry after the change (deleted: as it was), with field changes.
 */
export function recordEntryEvent(tx: Queryable, verb: Verb, principal: Principal | null, row: ValueListRow, before?: ValueListRow, correlationId?: string | null) {
  const data = toEntryEventData(row);
  const changes =
    verb === 'entryCreated' ? diffFields(null, data) : verb === 'entryUpdated' ? diffFields(before ? toEntryEventData(before) : null, data) : undefined;
  return recordEvent(tx, {
    type: valueListEventTypes[verb],
    actor: actorOf(principal),
    subject: { type: 'valueListEntry', id: valueListEntrySubjectId(row.listKey, row.code) },
    data,
    changes,
    correlationId,
  });
}
