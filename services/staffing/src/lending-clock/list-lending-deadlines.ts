import { type Paged, toPaged } from '@cs/contracts/http/common';
import type { LendingDeadline, LendingDeadlinesQuery } from '@cs/contracts/http/lending-clock';
import type { Queryable } from '@cs/service-kit';
import { addDays, type LendingClock } from '../lending';
import { planningDay } from '../working-time/planning-zone';
import { unknownParty } from './clock-view';
import { clockViewsOf } from './page-views';
import { clocksOfPairs, pairKey } from './pair-clocks';
import { type DeadlineCandidate, deadlineCandidates, employeeNames } from './deadline-candidates.repo';
import { type Deadline, rememberedDeadlineOf } from './deadline-of';
import { type PartyInfo, partiesByIds } from './parties.repo';

interface Due {
  candidate: DeadlineCandidate;
  info: PartyInfo;
  clock: LendingClock;
  deadline: Deadline;
}

interface Named extends Due {
  name: { firstName: string; lastName: string };
}

const byNameParty = (a: Named, b: Named) =>
  a.name.lastName.localeCompare(b.name.lastName) ||
  a.name.firstName.localeCompare(b.name.firstName) ||
  a.candidate.employeeId.localeCompare(b.candidate.employeeId) ||
  (a.info.party.name ?? '').localeCompare(b.info.party.name ?? '') ||
  a.info.party.id.localeCompare(b.info.party.id);

/**
 * The page of `due` in the order date, employee's name, party — reading the names of the dates the
 * page spans only (all dates before the page's first lie before it, all after its last after it).
 */
async function pageOf(q: Queryable, due: Due[], start: number, size: number): Promise<Named[]> {
  const byDate = [...due].sort((a, b) => a.deadline.date.localeCompare(b.deadline.date));
  if (start >= byDate.length) return [];
  const [low, high] = [byDate[start].deadline.date, byDate[Math.min(start + size, byDate.length) - 1].deadline.date];
  const before = byDate.findIndex((d) => d.deadline.date >= low);
  const span = byDate.filter((d) => d.deadline.date >= low && d.deadline.date <= high);
  const names = await employeeNames(q, span.map((d) => d.candidate.employeeId));
  const named = span.flatMap((d) => {
    const name = names.get(d.candidate.employeeId);
    return name ? [{ ...d, name }] : [];
  });
  const ordered = named.sort((a, b) => a.deadline.date.localeCompare(b.deadline.date) || byNameParty(a, b));
  return ordered.slice(start - before, start - before + size);
}

/**
 * The office's deadlines as of today (planning time zone): the pairs that can have one (a SQL
 * prefilter), each pair's clock (remembered by the pair's revision, pair-clocks.ts) and its deadline
 * (deadline-of.ts); sorted by the deadline's date, the employee's name, the party; the page's clocks
 * in full (remembered the same way, page-views.ts).
 */
export async function listLendingDeadlines(q: Queryable, query: LendingDeadlinesQuery): Promise<Paged<LendingDeadline>> {
  const today = planningDay();
  const candidates = await deadlineCandidates(q, { today, within: query.within, employeeId: query.employeeId, partyId: query.clientId });
  if (candidates.length === 0) return toPaged([], 0, query);
  const parties = await partiesByIds(q, [...new Set(candidates.map((c) => c.partyId))]);
  const clocks = await clocksOfPairs(q, candidates, parties, today);
  const horizon = addDays(today, query.within);
  const due: Due[] = [];
  for (const candidate of candidates) {
    const info = parties.get(candidate.partyId) ?? unknownParty(candidate.partyId);
    const clock = clocks.get(pairKey(candidate));
    const deadline = clock && rememberedDeadlineOf(clock, today, query.within, horizon);
    if (clock && deadline) due.push({ candidate, info, clock, deadline });
  }
  const page = await pageOf(q, due, (query.page - 1) * query.pageSize, query.pageSize);
  const views = await clockViewsOf(q, page.map(({ candidate, info, clock }) => ({ pair: candidate, info, clock })), today);
  const items = page.map(({ candidate: c, name, deadline }, i) => ({ employee: { id: c.employeeId, ...name }, deadline, clock: views[i] }));
  return toPaged(items, due.length, query);
}
