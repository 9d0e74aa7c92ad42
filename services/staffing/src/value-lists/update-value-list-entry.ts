import { editable, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UpdateValueListEntryRequest, ValueListEntryResponse } from '@cs/contracts/http/value-lists';
import { entryNotFound, listKeyOf, rankFor, toEntryResponse } from './value-list-entry';
import { recordEntryEvent } from './value-list-events';
import { findEntry, updateEntryRow } from './value-lists.repo';

/**
 * Replaces label, active, sortOrder (and rank) of an entry; the code never changes. Deactivating
 * keeps the code valid on the records that have it; new records cannot choose it.
 */
export async function updateValueListEntry(
  deps: ServiceDeps,
  principal: Principal,
  key: string,
  code: string,
  body: UpdateValueListEntryRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<ValueListEntryResponse> {
  const listKey = listKeyOf(key);
  return transact(deps, async (tx) => {
    const current = editable(await findEntry(tx, listKey, code, { lock: true }), () => entryNotFound(listKey, code), expectedVersion);
    const rank = rankFor(listKey, body.rank);
    const row = await updateEntryRow(tx, current.id, { label: body.label, active: body.active, sortOrder: body.sortOrder, rank });
    await recordEntryEvent(tx, 'entryUpdated', principal, row, current, correlationId);
    return toEntryResponse(row);
  });
}
