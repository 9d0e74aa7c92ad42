import type { EmployeeLendingResponse } from '@cs/contracts/http/lending-clock';
import { notFound, type Queryable } from '@cs/service-kit';
import { byEmployeeAndParty, lendingPeriods } from '../lending';
import { findEmployeeRow } from '../employees/employees.repo';
import { planningDay } from '../working-time/planning-zone';
import { type PartyClock, partyClock, unknownParty } from './clock-view';
import { partiesByIds } from './parties.repo';

/** The first of the two dates on or after `asOf` (the next deadline), else the last lawful day. */
const nextDate = ({ view }: PartyClock, asOf: string) =>
  [view.equalPayFrom, view.lastLawfulDay].filter((d) => d >= asOf).sort()[0] ?? view.lastLawfulDay;

/**
 * One employee's lending clock at every party they have lending periods with, as of `asOf` (today in
 * the planning time zone unless asked), nearest deadline first. A live employee only.
 */
export async function getEmployeeLending(q: Queryable, employeeId: string, asked: { asOf?: string }): Promise<EmployeeLendingResponse> {
  if (!(await findEmployeeRow(q, employeeId))) throw notFound('Employee');
  const asOf = asked.asOf ?? planningDay();
  const groups = byEmployeeAndParty(await lendingPeriods(q, { employeeIds: [employeeId] }));
  const parties = await partiesByIds(q, [...new Set([...groups.values()].map((rows) => rows[0].partyId))]);
  const clocks = [...groups.values()]
    .map((rows) => partyClock(rows, parties.get(rows[0].partyId) ?? unknownParty(rows[0].partyId), asOf))
    .filter((c): c is PartyClock => c !== null)
    .map((c) => ({ c, next: nextDate(c, asOf) }))
    .sort((a, b) => (a.next < b.next ? -1 : a.next > b.next ? 1 : (a.c.view.client.name ?? '').localeCompare(b.c.view.client.name ?? '')));
  return { employeeId, asOf, clients: clocks.map(({ c }) => c.view) };
}
