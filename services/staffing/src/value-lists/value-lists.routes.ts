import { valueListKeys, valueListsApi } from '@cs/contracts/http/value-lists';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { createValueListEntry } from './create-value-list-entry';
import { deleteValueListEntry } from './delete-value-list-entry';
import { updateValueListEntry } from './update-value-list-entry';
import { entryNotFound, isRanked, listKeyOf, toEntryResponse } from './value-list-entry';
import { countEntries, findEntry, listEntries } from './value-lists.repo';

export function valueListsHandlers(deps: ServiceDeps): Handlers<typeof valueListsApi> {
  return {
    listValueLists: async () => {
      const counts = new Map((await countEntries(deps.db)).map((c) => [c.listKey, c]));
      return {
        items: valueListKeys.map((key) => ({
          key,
          ranked: isRanked(key),
          entryCount: counts.get(key)?.entries ?? 0,
          activeCount: counts.get(key)?.active ?? 0,
        })),
      };
    },
    getValueList: async ({ params, query }) => {
      const key = listKeyOf(params.key);
      const rows = await listEntries(deps.db, key, { includeInactive: query.includeInactive });
      return { key, ranked: isRanked(key), items: rows.map(toEntryResponse) };
    },
    getValueListEntry: async ({ params }) => {
      const key = listKeyOf(params.key);
      const row = await findEntry(deps.db, key, params.code);
      if (!row) throw entryNotFound(key, params.code);
      return toEntryResponse(row);
    },
    createValueListEntry: ({ principal, params, body, requestId }) => createValueListEntry(deps, principal, params.key, body, requestId),
    updateValueListEntry: ({ principal, params, body, expectedVersion, requestId }) =>
      updateValueListEntry(deps, principal, params.key, params.code, body, expectedVersion, requestId),
    deleteValueListEntry: ({ principal, params, expectedVersion, requestId }) =>
      deleteValueListEntry(deps, principal, params.key, params.code, expectedVersion, requestId),
  };
}
