import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, insertRecord, type Queryable, updateRecord } from '@cs/service-kit';
import type { ValueListKey } from '@cs/contracts/http/value-lists';
import { valueLists } from '../schema';

export type ValueListRow = typeof valueLists.$inferSelect;
export type EntryValues = Pick<ValueListRow, 'label' | 'active' | 'sortOrder' | 'rank'>;

/**
 * The active codes among `codes` of a list. The rows are key-share locked until commit, so an entry
 * cannot be deleted between this check and the write of the record that uses it.
 */
async function activeCodesOf(q: Queryable, listKey: ValueListKey, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await q
    .select({ code: valueLists.code })
    .from(valueLists)
    .where(and(eq(valueLists.listKey, listKey), eq(valueLists.active, true), inArray(valueLists.code, codes)))
    .for('key share');
  return new Set(rows.map((r) => r.code));
}

/**
 * New codes must be active entries of the list; codes the record already had stay valid even if
 * they were deactivated since (`kept`). Unknown or inactive → 400 naming the field.
 */
export async function requireActiveCodes(q: Queryable, listKey: ValueListKey, field: string, codes: string[], kept: string[] = []) {
  const fresh = [...new Set(codes.filter((c) => !kept.includes(c)))];
  const active = await activeCodesOf(q, listKey, fresh);
  const refused = fresh.filter((c) => !active.has(c));
  if (refused.length > 0) {
    throw badRequest(`The request body is invalid.`, {
      [field]: refused.map((c) => `'${c}' is not an active entry of the value list ${listKey}`),
    });
  }
}

/** Entries of a list in display order (inactive ones only when asked for). */
export function listEntries(q: Queryable, listKey: ValueListKey, { includeInactive = false } = {}) {
  return q
    .select()
    .from(valueLists)
    .where(and(eq(valueLists.listKey, listKey), includeInactive ? undefined : eq(valueLists.active, true)))
    .orderBy(asc(valueLists.sortOrder), asc(valueLists.code));
}

/** Every entry of every list (for announcing them). */
export function allEntries(q: Queryable) {
  return q.select().from(valueLists).orderBy(asc(valueLists.listKey), asc(valueLists.sortOrder), asc(valueLists.code));
}

/** Entry and active-entry counts per list key. */
export function countEntries(q: Queryable) {
  return q
    .select({ listKey: valueLists.listKey, entries: count(), active: sql<number>`count(*) filter (where ${valueLists.active})`.mapWith(Number) })
    .from(valueLists)
    .groupBy(valueLists.listKey);
}

export async function findEntry(q: Queryable, listKey: ValueListKey, code: string, { lock = false } = {}): Promise<ValueListRow | undefined> {
  const query = q.select().from(valueLists).where(and(eq(valueLists.listKey, listKey), eq(valueLists.code, code)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Where a new entry goes when no sortOrder is given: 10 after the last one. */
export async function nextSortOrder(q: Queryable, listKey: ValueListKey): Promise<number> {
  const [row] = await q
    .select({ max: sql<number | null>`max(${valueLists.sortOrder})` })
    .from(valueLists)
    .where(eq(valueLists.listKey, listKey));
  return row.max === null ? 10 : Number(row.max) + 10;
}

export const insertEntry = (q: Queryable, id: string, listKey: ValueListKey, code: string, values: EntryValues): Promise<ValueListRow> =>
  insertRecord(q, valueLists, { id, listKey, code, ...values });

export const updateEntryRow = (q: Queryable, id: string, values: EntryValues): Promise<ValueListRow> => updateRecord(q, valueLists, id, values);

export async function removeEntry(q: Queryable, id: string) {
  await q.delete(valueLists).where(eq(valueLists.id, id));
}
