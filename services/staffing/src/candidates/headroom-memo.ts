import { perHandle, type Queryable } from '@cs/service-kit';
import type { DateRange } from '../lending/periods';
import { remember } from '../shared/remember';
import { snapshotXmin } from '../shared/snapshot-xmin';
import { headroomAtParty, type PartyHeadroom } from './lending-headroom';
import type { PartyTerms } from './order-context.repo';

const MAX_ENTRIES = 200;
const rememberedIn = perHandle(() => new Map<string, { xmin: string; headroom: PartyHeadroom }>());

/**
 * The party's headroom for the window (lending-headroom.ts), remembered per party, its limits and the
 * window, with the xmin of a snapshot taken before it was read: current while no pair at the party
 * carries a transaction at or after it (`party.changedXid`, read with the party's terms). Every write
 * to what `lendingPeriodsAtParty` reads of a party — its assignments' ranges, orders moved,
 * facilities' client link, lending history — goes through `lending_pair_add` or `lending_pairs_move`,
 * which mark the pair with the transaction (migrations 0014 and 0022).
 */
export async function currentHeadroomAtParty(q: Queryable, party: PartyTerms, window: DateRange): Promise<PartyHeadroom> {
  const remembered = rememberedIn(q);
  const key = `${party.id}|${party.maxMonths}|${party.equalPayMonths}|${window.from}|${window.to}`;
  const hit = remembered.get(key);
  if (hit && (party.changedXid === null || BigInt(party.changedXid) < BigInt(hit.xmin))) return hit.headroom;
  const xmin = await snapshotXmin(q);
  const headroom = await headroomAtParty(q, party, window);
  remember(remembered, key, { xmin, headroom }, MAX_ENTRIES);
  return headroom;
}
