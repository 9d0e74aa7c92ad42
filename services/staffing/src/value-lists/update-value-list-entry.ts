import { changeRecord, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { UpdateValueListEntryRequest, ValueListEntryResponse } from '@cs/contracts/http/value-lists';
import { entryToChange, rankFor, toEntryResponse } from './value-list-entry';
import { recordEntryEvent } from './value-list-events';
import { updateEntryRow } from './value-lists.repo';

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
  return changeRecord(deps, entryToChange(key, code, expectedVersion), async (tx, current) => {
    const rank = rankFor(current.listKey, body.rank);
    const row = await updateEntryRow(tx, current.id, { label: body.label, active: body.active, sortOrder: body.sortOrder, rank });
    await recordEntryEvent(tx, 'entryUpdated', principal, row, current, correlationId);
    return toEntryResponse(row);
  });
}
