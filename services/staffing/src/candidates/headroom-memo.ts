import type { Queryable } from '@cs/service-kit';
import type { DateRange } from '../lending/periods';
import { headroomAtParty, type PartyHeadroom } from './lending-headroom';
import { snapshotXmin } from './ranking-changes.repo';
import type { PartyTerms } from './order-context.repo';

const MAX_ENTRIES = 200;
const byDatabase = new WeakMap<Queryable, Map<string, { xmin: string; headroom: PartyHeadroom }>>();

/**
 * The party's headroom for the window (lending-headroom.ts), remembered per party, its limits and the
 * window, with the xmin of a snapshot taken before it was read: current while no pair at the party
 * carries a transaction at or after it (`party.changedXid`, read with the party's terms). Every write
 * to what `lendingPeriodsAtParty` reads of a party — its assignments' ranges, orders moved,
 * facilities' client link, lending history — goes through `lending_pair_add` or `lending_pairs_move`,
 * which mark the pair with the transaction (migrations 0014 and 0022).
 */
export async function currentHeadroomAtParty(q: Queryable, party: PartyTerms, window: DateRange): Promise<PartyHeadroom> {
  let remembered = byDatabase.get(q);
  if (!remembered) byDatabase.set(q, (remembered = new Map()));
  const key = `${party.id}|${party.maxMonths}|${party.equalPayMonths}|${window.from}|${window.to}`;
  const hit = remembered.get(key);
  if (hit && (party.changedXid === null || BigInt(party.changedXid) < BigInt(hit.xmin))) return hit.headroom;
  const xmin = await snapshotXmin(q);
  const headroom = await headroomAtParty(q, party, window);
  remembered.delete(key);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { xmin, headroom });
  return headroom;
}
