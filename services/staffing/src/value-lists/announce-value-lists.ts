import { transact, type ServiceDeps } from '@cs/service-kit';
import { markers } from '../schema';
import { recordEntryEvent } from './value-list-events';
import { allEntries } from './value-lists.repo';

const MARKER = 'value-lists-announced';

/**
 * Other services learn the lists from events only, but the seeded entries were written by a
 * migration. The first start announces every entry as `entryCreated` (as the system), in one
 * transaction with a marker row; later starts — and a second instance racing the first — find
 * the marker and announce nothing. Returns how many entries were announced.
 */
export async function announceValueLists(deps: ServiceDeps): Promise<number> {
  return transact(deps, async (tx) => {
    const claimed = await tx.insert(markers).values({ name: MARKER }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 0;
    const entries = await allEntries(tx);
    for (const entry of entries) await recordEntryEvent(tx, 'entryCreated', null, entry);
    return entries.length;
  });
}
