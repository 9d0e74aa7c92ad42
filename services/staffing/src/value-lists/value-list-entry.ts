import { AppError, badRequest, type RecordToChange } from '@cs/service-kit';
import { isValueListKey, rankedValueLists, type ValueListEntryResponse, type ValueListKey } from '@cs/contracts/http/value-lists';
import type { ValueListEntryEventData } from '@cs/contracts/events/value-lists';
import { findEntry, type ValueListRow } from './value-lists.repo';

/** A list key from the path: unknown → 404. */
export function listKeyOf(key: string): ValueListKey {
  if (!isValueListKey(key)) throw new AppError(404, 'VALUE_LIST_NOT_FOUND', `There is no value list '${key}'.`);
  return key;
}

export const entryNotFound = (key: string, code: string) =>
  new AppError(404, 'VALUE_NOT_FOUND', `The value list ${key} has no entry '${code}'.`);

/** An entry with its list key as the known key it was found by. */
export type ListEntryRow = ValueListRow & { listKey: ValueListKey };

/** The entry an edit or a delete works on (the list key from the path: unknown → 404), read with its row lock. */
export function entryToChange(key: string, code: string, expectedVersion: number | undefined): RecordToChange<ListEntryRow> {
  const listKey = listKeyOf(key);
  return {
    read: async (tx) => {
      const row = await findEntry(tx, listKey, code, { lock: true });
      return row && { ...row, listKey };
    },
    missing: () => entryNotFound(listKey, code),
    expectedVersion,
  };
}

export const isRanked = (key: ValueListKey) => rankedValueLists.includes(key);

/** Ranked lists need a rank on every entry; the others refuse one. Returns the column value. */
export function rankFor(key: ValueListKey, rank: number | undefined): number | null {
  if (isRanked(key) && rank === undefined) throw badRequest('The request body is invalid.', { rank: [`is required for ${key}`] });
  if (!isRanked(key) && rank !== undefined) throw badRequest('The request body is invalid.', { rank: [`${key} has no ranks`] });
  return rank ?? null;
}

export function toEntryResponse(row: ValueListRow): ValueListEntryResponse {
  return {
    code: row.code,
    label: row.label,
    active: row.active,
    sortOrder: row.sortOrder,
    ...(isRanked(row.listKey as ValueListKey) ? { rank: row.rank ?? undefined } : {}),
    version: row.version,
  };
}

/** What `staffing.valueList.entry*` events carry (libs/contracts/src/events/value-lists.ts). */
export const toEntryEventData = (row: ValueListRow): ValueListEntryEventData => ({
  listKey: row.listKey,
  code: row.code,
  label: row.label,
  active: row.active,
  sortOrder: row.sortOrder,
  rank: row.rank,
});
