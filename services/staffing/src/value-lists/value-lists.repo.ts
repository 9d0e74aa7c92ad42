import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { badRequest, type Queryable } from '@cs/service-kit';
import { valueLists } from '../schema';

export type ValueListKey = 'qualifications' | 'absenceTypes' | 'crmStatus';

/** The active codes among `codes` of a list. */
async function activeCodesOf(q: Queryable, listKey: ValueListKey, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await q
    .select({ code: valueLists.code })
    .from(valueLists)
    .where(and(eq(valueLists.listKey, listKey), eq(valueLists.active, true), inArray(valueLists.code, codes)));
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

/** Entries of a list in display order (for labels and the later value-list API). */
export function listEntries(q: Queryable, listKey: ValueListKey) {
  return q.select().from(valueLists).where(eq(valueLists.listKey, listKey)).orderBy(asc(valueLists.sortOrder), asc(valueLists.code));
}

/** Qualification code → rank, for the qualification check. */
export async function qualificationRanks(q: Queryable): Promise<Record<string, number>> {
  const rows = await q
    .select({ code: valueLists.code, rank: valueLists.rank })
    .from(valueLists)
    .where(and(eq(valueLists.listKey, 'qualifications'), isNotNull(valueLists.rank)));
  return Object.fromEntries(rows.map((r) => [r.code, r.rank as number]));
}
