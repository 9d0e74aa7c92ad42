import { type Paged, toPaged } from '@cs/contracts/http/common';
import type { LendingDeadline, LendingDeadlinesQuery } from '@cs/contracts/http/lending-clock';
import type { Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, type LendingClock, lendingPeriods } from '../lending';
import { planningDay } from '../working-time/planning-zone';
import { clockView, unknownParty } from './clock-view';
import { clocksOfPairs, pairKey } from './pair-clocks';
import { type DeadlineCandidate, deadlineCandidates } from './deadline-candidates.repo';
import { type Deadline, deadlineOf } from './deadline-of';
import { type PartyInfo, partiesByIds } from './parties.repo';

interface Due {
  candidate: DeadlineCandidate;
  info: PartyInfo;
  clock: LendingClock;
  deadline: Deadline;
}

const byDateNameParty = (a: Due, b: Due) =>
  a.deadline.date.localeCompare(b.deadline.date) ||
  a.candidate.lastName.localeCompare(b.candidate.lastName) ||
  a.candidate.firstName.localeCompare(b.candidate.firstName) ||
  a.candidate.employeeId.localeCompare(b.candidate.employeeId) ||
  (a.info.party.name ?? '').localeCompare(b.info.party.name ?? '') ||
  a.info.party.id.localeCompare(b.info.party.id);

/**
 * The office's deadlines as of today (planning time zone): the pairs that can have one (a SQL
 * prefilter), each pair's clock (remembered by the pair's revision, pair-clocks.ts) and its deadline
 * (deadline-of.ts); sorted by the deadline's date, the employee's name, the party; the page's clocks
 * in full, from their periods.
 */
export async function listLendingDeadlines(q: Queryable, query: LendingDeadlinesQuery): Promise<Paged<LendingDeadline>> {
  const today = planningDay();
  const candidates = await deadlineCandidates(q, { today, within: query.within, employeeId: query.employeeId, partyId: query.clientId });
  if (candidates.length === 0) return toPaged([], 0, query);
  const parties = await partiesByIds(q, [...new Set(candidates.map((c) => c.partyId))]);
  const clocks = await clocksOfPairs(q, candidates, parties, today);
  const due: Due[] = [];
  for (const candidate of candidates) {
    const info = parties.get(candidate.partyId) ?? unknownParty(candidate.partyId);
    const clock = clocks.get(pairKey(candidate));
    const deadline = clock && deadlineOf(clock, today, query.within);
    if (clock && deadline) due.push({ candidate, info, clock, deadline });
  }
  const start = (query.page - 1) * query.pageSize;
  const page = due.sort(byDateNameParty).slice(start, start + query.pageSize);
  const rows = page.length === 0 ? new Map() : byEmployeeAndParty(await lendingPeriods(q, { employeeIds: page.map((d) => d.candidate.employeeId), partyIds: page.map((d) => d.candidate.partyId) }));
  const items = page.map(({ candidate: c, info, clock, deadline }) => ({
    employee: { id: c.employeeId, firstName: c.firstName, lastName: c.lastName },
    deadline,
    clock: clockView(rows.get(pairKey(c)) ?? [], info, today, clock),
  }));
  return toPaged(items, due.length, query);
}
