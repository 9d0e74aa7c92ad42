import { toPaged } from '@cs/contracts/http/common';
import type { LendingDeadline, LendingDeadlinesQuery } from '@cs/contracts/http/lending-clock';
import type { Paged } from '@cs/contracts/http/common';
import type { Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, lendingPeriods } from '../lending';
import { planningDay } from '../working-time/planning-zone';
import { partyClock, unknownParty } from './clock-view';
import { deadlineCandidates } from './deadline-candidates.repo';
import { deadlineOf } from './deadline-of';
import { partiesByIds } from './parties.repo';

const byDateNameParty = (a: LendingDeadline, b: LendingDeadline) =>
  a.deadline.date.localeCompare(b.deadline.date) ||
  a.employee.lastName.localeCompare(b.employee.lastName) ||
  a.employee.firstName.localeCompare(b.employee.firstName) ||
  a.employee.id.localeCompare(b.employee.id) ||
  (a.clock.client.name ?? '').localeCompare(b.clock.client.name ?? '') ||
  a.clock.client.id.localeCompare(b.clock.client.id);

/**
 * The office's deadlines as of today (planning time zone): the pairs that can have one (a SQL
 * prefilter), their periods and parties, each clock and its deadline (deadline-of.ts); sorted by the
 * deadline's date, the employee's name, the party; one page.
 */
export async function listLendingDeadlines(q: Queryable, query: LendingDeadlinesQuery): Promise<Paged<LendingDeadline>> {
  const today = planningDay();
  const candidates = await deadlineCandidates(q, { today, within: query.within, employeeId: query.employeeId, partyId: query.clientId });
  if (candidates.length === 0) return toPaged([], 0, query);
  const employeeIds = [...new Set(candidates.map((c) => c.employeeId))];
  const partyIds = [...new Set(candidates.map((c) => c.partyId))];
  const [rows, parties] = await Promise.all([lendingPeriods(q, { employeeIds, partyIds }), partiesByIds(q, partyIds)]);
  const groups = byEmployeeAndParty(rows);
  const items: LendingDeadline[] = [];
  for (const c of candidates) {
    const clock = partyClock(groups.get(`${c.employeeId}:${c.partyId}`) ?? [], parties.get(c.partyId) ?? unknownParty(c.partyId), today);
    const deadline = clock && deadlineOf(clock.clock, today, query.within);
    if (clock && deadline) items.push({ employee: { id: c.employeeId, firstName: c.firstName, lastName: c.lastName }, deadline, clock: clock.view });
  }
  items.sort(byDateNameParty);
  const start = (query.page - 1) * query.pageSize;
  return toPaged(items.slice(start, start + query.pageSize), items.length, query);
}
