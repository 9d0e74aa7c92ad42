import { type Paged, toPaged } from '@cs/contracts/http/common';
import type { LendingDeadline, LendingDeadlinesQuery } from '@cs/contracts/http/lending-clock';
import type { Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, type LendingClock, type LendingPeriodRow, lendingPeriods } from '../lending';
import { planningDay } from '../working-time/planning-zone';
import { clockView, partyClockOnly, unknownParty } from './clock-view';
import { type DeadlineCandidate, deadlineCandidates } from './deadline-candidates.repo';
import { type Deadline, deadlineOf } from './deadline-of';
import { type PartyInfo, partiesByIds } from './parties.repo';

interface Due {
  candidate: DeadlineCandidate;
  rows: LendingPeriodRow[];
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
 * prefilter), their periods and parties, each clock and its deadline (deadline-of.ts); sorted by the
 * deadline's date, the employee's name, the party; the page's clocks in full.
 */
export async function listLendingDeadlines(q: Queryable, query: LendingDeadlinesQuery): Promise<Paged<LendingDeadline>> {
  const today = planningDay();
  const candidates = await deadlineCandidates(q, { today, within: query.within, employeeId: query.employeeId, partyId: query.clientId });
  if (candidates.length === 0) return toPaged([], 0, query);
  const employeeIds = [...new Set(candidates.map((c) => c.employeeId))];
  const partyIds = [...new Set(candidates.map((c) => c.partyId))];
  const [periods, parties] = await Promise.all([lendingPeriods(q, { employeeIds, partyIds }), partiesByIds(q, partyIds)]);
  const groups = byEmployeeAndParty(periods);
  const due: Due[] = [];
  for (const candidate of candidates) {
    const rows = groups.get(`${candidate.employeeId}:${candidate.partyId}`) ?? [];
    const info = parties.get(candidate.partyId) ?? unknownParty(candidate.partyId);
    const clock = partyClockOnly(rows, info, today);
    const deadline = clock && deadlineOf(clock, today, query.within);
    if (clock && deadline) due.push({ candidate, rows, info, clock, deadline });
  }
  const start = (query.page - 1) * query.pageSize;
  const page = due.sort(byDateNameParty).slice(start, start + query.pageSize);
  const items = page.map(({ candidate: c, rows, info, clock, deadline }) => ({
    employee: { id: c.employeeId, firstName: c.firstName, lastName: c.lastName },
    deadline,
    clock: clockView(rows, info, today, clock),
  }));
  return toPaged(items, due.length, query);
}
