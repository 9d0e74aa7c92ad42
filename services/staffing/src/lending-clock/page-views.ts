/**
 * The clock views of a page of deadlines, remembered per pair like the clocks (pair-clocks.ts): a
 * view is a pure function of the pair's periods (current while the pair's revision is), the day and
 * the party as the replicas know it, so the key holds all three and a remembered view is never
 * stale. Only the pairs whose view is not remembered have their periods read (one query).
 */
import type { LendingClockResponse } from '@cs/contracts/http/lending-clock';
import type { Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, type LendingClock, lendingPeriods } from '../lending';
import { remember } from '../shared/remember';
import { clockView } from './clock-view';
import { type Pair, pairKey } from './pair-clocks';
import type { PartyInfo } from './parties.repo';

export interface PageEntry {
  pair: Pair;
  info: PartyInfo;
  clock: LendingClock;
}

const MAX_ENTRIES = 20_000;
const remembered = new Map<string, { key: string; view: LendingClockResponse }>();

const inputKey = ({ pair, info }: PageEntry, today: string) => `${pair.revision}|${today}|${JSON.stringify(info)}`;


/** Each entry's view, in the entries' order. */
export async function clockViewsOf(q: Queryable, entries: readonly PageEntry[], today: string): Promise<LendingClockResponse[]> {
  const keys = entries.map((e) => inputKey(e, today));
  const missing = entries.filter((e, i) => remembered.get(pairKey(e.pair))?.key !== keys[i]);
  const rows =
    missing.length === 0
      ? new Map()
      : byEmployeeAndParty(await lendingPeriods(q, { employeeIds: missing.map((e) => e.pair.employeeId), partyIds: missing.map((e) => e.pair.partyId) }));
  return entries.map((entry, i) => {
    const hit = remembered.get(pairKey(entry.pair));
    if (hit?.key === keys[i]) return hit.view;
    const view = clockView(rows.get(pairKey(entry.pair)) ?? [], entry.info, today, entry.clock);
    remember(remembered, pairKey(entry.pair), { key: keys[i], view }, MAX_ENTRIES);
    return view;
  });
}
