import { changeRecord, type Principal, type ServiceDeps } from '@cs/service-kit';
import { entryToChange } from './value-list-entry';
import { recordEntryEvent } from './value-list-events';
import { assertUnused } from './value-list-usage';
import { removeEntry } from './value-lists.repo';

/**
 * Deletes an entry no record uses (409 VALUE_IN_USE otherwise). The entry's row lock waits for
 * records being written with the code (they key-share lock it), so none slips in unseen.
 */
export async function deleteValueListEntry(
  deps: ServiceDeps,
  principal: Principal,
  key: string,
  code: string,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<void> {
  await changeRecord(deps, entryToChange(key, code, expectedVersion), async (tx, current) => {
    await assertUnused(tx, current.listKey, code);
    await removeEntry(tx, current.id);
    await recordEntryEvent(tx, 'entryDeleted', principal, current, undefined, correlationId);
  });
}
