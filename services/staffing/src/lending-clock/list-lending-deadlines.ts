import { type Paged, toPaged } from '@cs/contracts/http/common';
import type { LendingDeadline, LendingDeadlinesQuery } from '@cs/contracts/http/lending-clock';
import type { Queryable } from '@cs/service-kit';
import { addDays, type LendingClock } from '../lending';
import { planningDay } from '../working-time/planning-zone';
import { clockViewsOf } from './page-views';
import { clocksOfPairs, pairKey } from './pair-clocks';
import { currentDeadlineCandidates } from './candidate-memo';
import { type DeadlineCandidate, employeeNames } from './deadline-candidates.repo';
import { type Deadline, rememberedDeadlineOf } from './deadline-of';
import { type PartyInfo, partyInfoOf } from './parties.repo';

interface Due {
  candidate: DeadlineCandidate;
  info: PartyInfo;
  clock: LendingClock;
  deadline: Deadline;
}

interface Named extends Due {
  name: { firstName: string; lastName: string };
}

const collator = new Intl.Collator();
const byDate = (a: Due, b: Due) => (a.deadline.date < b.deadline.date ? -1 : a.deadline.date > b.deadline.date ? 1 : 0);
const byDateNameParty = (a: Named, b: Named) =>
  byDate(a, b) ||
  collator.compare(a.name.lastName, b.name.lastName) ||
  collator.compare(a.name.firstName, b.name.firstName) ||
  collator.compare(a.candidate.employeeId, b.candidate.employeeId) ||
  collator.compare(a.info.party.name ?? '', b.info.party.name ?? '') ||
  collator.compare(a.info.party.id, b.info.party.id);

/**
 * The page of `due` in the order date, employee's name, party — reading the names of the dates the
 * page spans only (all dates before the page's first lie before it, all after its last after it).
 */
async function pageOf(q: Queryable, due: Due[], start: number, size: number): Promise<Named[]> {
  const dated = due.sort(byDate);
  if (start >= dated.length) return [];
  const [low, high] = [dated[start].deadline.date, dated[Math.min(start + size, dated.length) - 1].deadline.date];
  const first = dated.findIndex((d) => d.deadline.date >= low);
  let end = first;
  while (end < dated.length && dated[end].deadline.date <= high) end++;
  const span = dated.slice(first, end);
  const names = await employeeNames(q, span.map((d) => d.candidate.employeeId));
  const named = span.flatMap((d) => {
    const name = names.get(d.candidate.employeeId);
    return name ? [{ ...d, name }] : [];
  });
  return named.sort(byDateNameParty).slice(start - first, start - first + size);
}

/** One `PartyInfo` per party (the candidates repeat it per employee). */
function partiesOf(candidates: readonly DeadlineCandidate[]): Map<string, PartyInfo> {
  const parties = new Map<string, PartyInfo>();
  for (const c of candidates) if (!parties.has(c.partyId)) parties.set(c.partyId, partyInfoOf(c));
  return parties;
}

/**
 * The office's deadlines as of today (planning time zone): the pairs that can have one with their
 * party (one SQL statement, the prefilter, remembered while current: candidate-memo.ts), each pair's clock (remembered by the pair's revision, pair-clocks.ts) and its deadline
 * (deadline-of.ts); sorted by the deadline's date, the employee's name, the party; the page's clocks
 * in full (remembered the same way, page-views.ts).
 */
export async function listLendingDeadlines(q: Queryable, query: LendingDeadlinesQuery): Promise<Paged<LendingDeadline>> {
  const today = planningDay();
  const candidates = await currentDeadlineCandidates(q, { today, within: query.within, employeeId: query.employeeId, partyId: query.clientId });
  if (candidates.length === 0) return toPaged([], 0, query);
  const parties = partiesOf(candidates);
  const clocks = await clocksOfPairs(q, candidates, parties, today);
  const horizon = addDays(today, query.within);
  const due: Due[] = [];
  for (const candidate of candidates) {
    const info = parties.get(candidate.partyId) as PartyInfo;
    const clock = clocks.get(pairKey(candidate));
    const deadline = clock && rememberedDeadlineOf(clock, today, query.within, horizon);
    if (clock && deadline) due.push({ candidate, info, clock, deadline });
  }
  const page = await pageOf(q, due, (query.page - 1) * query.pageSize, query.pageSize);
  const views = await clockViewsOf(q, page.map(({ candidate, info, clock }) => ({ pair: candidate, info, clock })), today);
  const items = page.map(({ candidate: c, name, deadline }, i) => ({ employee: { id: c.employeeId, ...name }, deadline, clock: views[i] }));
  return toPaged(items, due.length, query);
}
