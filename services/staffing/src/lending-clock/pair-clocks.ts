/**
 * The clocks of many employee × party pairs as of a day, for the deadline list: remembered per pair
 * with the pair's revision (`lending_pairs`, raised by every write that touches one of its periods),
 * the day and the party's limits, so a remembered clock is current exactly while all three are. Only
 * the pairs that changed have their periods read again (one query for all of them).
 */
import type { Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, type LendingClock, lendingPeriods } from '../lending';
import { remember } from '../shared/remember';
import { partyClockOnly, unknownParty } from './clock-view';
import type { PartyInfo } from './parties.repo';

export interface Pair {
  employeeId: string;
  partyId: string;
  revision: number;
}

const MAX_ENTRIES = 100_000;
const remembered = new Map<string, { key: string; clock: LendingClock | null }>();

export const pairKey = (p: Pick<Pair, 'employeeId' | 'partyId'>) => `${p.employeeId}:${p.partyId}`;
const inputKey = (p: Pair, info: PartyInfo, today: string) => `${p.revision}|${today}|${info.maxMonths ?? ''}|${info.equalPayMonths ?? ''}`;


/** Each pair's clock in force as of `today` (null: nothing lent), by `pairKey`. */
export async function clocksOfPairs(q: Queryable, pairs: readonly Pair[], parties: ReadonlyMap<string, PartyInfo>, today: string): Promise<Map<string, LendingClock | null>> {
  const clocks = new Map<string, LendingClock | null>();
  const changed: Array<{ pair: Pair; info: PartyInfo; key: string }> = [];
  for (const pair of pairs) {
    const info = parties.get(pair.partyId) ?? unknownParty(pair.partyId);
    const key = inputKey(pair, info, today);
    const hit = remembered.get(pairKey(pair));
    if (hit?.key === key) clocks.set(pairKey(pair), hit.clock);
    else changed.push({ pair, info, key });
  }
  if (changed.length === 0) return clocks;
  const rows = byEmployeeAndParty(
    await lendingPeriods(q, { employeeIds: [...new Set(changed.map((c) => c.pair.employeeId))], partyIds: [...new Set(changed.map((c) => c.pair.partyId))] }),
  );
  for (const { pair, info, key } of changed) {
    const clock = partyClockOnly(rows.get(pairKey(pair)) ?? [], info, today);
    remember(remembered, pairKey(pair), { key, clock }, MAX_ENTRIES);
    clocks.set(pairKey(pair), clock);
  }
  return clocks;
}
