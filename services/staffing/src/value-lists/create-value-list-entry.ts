import { v7 as uuidv7 } from 'uuid';
import { conflict, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import type { CreateValueListEntryRequest, ValueListEntryResponse } from '@cs/contracts/http/value-lists';
import { listKeyOf, rankFor, toEntryResponse } from './value-list-entry';
import { recordEntryEvent } from './value-list-events';
import { findEntry, insertEntry, nextSortOrder } from './value-lists.repo';

const codeExists = (key: string, code: string) =>
  conflict('VALUE_CODE_EXISTS', `The value list ${key} already has the code '${code}'.`, { errors: { code: ['already exists in this list'] } });

/** Adds an entry to a list; codes are unique per list (409), ranks belong to qualifications only. */
export async function createValueListEntry(
  deps: ServiceDeps,
  principal: Principal,
  key: string,
  body: CreateValueListEntryRequest,
  correlationId?: string,
): Promise<ValueListEntryResponse> {
  const listKey = listKeyOf(key);
  const rank = rankFor(listKey, body.rank);
  return conflictOnUnique(
    () =>
      transact(deps, async (tx) => {
        if (await findEntry(tx, listKey, body.code)) throw codeExists(listKey, body.code);
        const sortOrder = body.sortOrder ?? (await nextSortOrder(tx, listKey));
        const row = await insertEntry(tx, uuidv7(), listKey, body.code, { label: body.label, active: body.active ?? true, sortOrder, rank });
        await recordEntryEvent(tx, 'entryCreated', principal, row, undefined, correlationId);
        return toEntryResponse(row);
      }),
    { value_lists_list_code_key: () => codeExists(listKey, body.code) },
  );
}
