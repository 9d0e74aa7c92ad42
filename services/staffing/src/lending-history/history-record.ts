import type { LendingHistoryResponse, LendingParty } from '@cs/contracts/http/lending-history';
import { AppError, badRequest, conflict, notFound, recordStamps } from '@cs/service-kit';
import { employeeLabel } from '../employees/employee-record';
import type { lendingHistory } from '../schema';

export type HistoryRow = typeof lendingHistory.$inferSelect;
/** A history period with the names it is shown with: its employee and its counting party. */
export type NamedHistoryPeriod = { period: HistoryRow; party: LendingParty; firstName: string; lastName: string };

export function toHistoryResponse({ period: p, party }: NamedHistoryPeriod): LendingHistoryResponse {
  return {
    id: p.id,
    employeeId: p.employeeId,
    clientId: p.partyId,
    client: party,
    from: p.fromDate,
    to: p.toDate,
    source: p.source,
    note: p.note,
    ...recordStamps(p),
  };
}

/** "Müller, Anna – Sonnenhof Pflege 2027-01-01–2027-12-31 (otherAgency)". */
export const historyLabel = ({ period: p, party, ...employee }: NamedHistoryPeriod) =>
  `${employeeLabel(employee)} – ${party.name ?? party.id} ${p.fromDate}–${p.toDate} (${p.source})`;

/** Lending (by another agency or before this system) and direct employment by the client are two kinds that may overlap each other. */
export const isEmployment = (source: HistoryRow['source']) => source === 'employedByClient';

export const historyPeriodNotFound = () => notFound('Lending history period');

export const employeeNotFound = () => new AppError(404, 'EMPLOYEE_NOT_FOUND', 'Employee was not found.');

export const clientNotFound = () =>
  new AppError(404, 'CLIENT_NOT_FOUND', 'No live client, and no facility without a client, has this id.', {
    errors: { clientId: ['is neither a live client nor a facility without a client'] },
  });

/** History is the past: a period may end today (planning time zone) at the latest. */
export const endsAfterToday = (today: string) => badRequest(`A history period must end by today (${today}).`, { to: [`must not be after today (${today})`] });

export const historyOverlap = (periodId: string) =>
  conflict('LENDING_HISTORY_OVERLAP', 'The period shares a day with another history period of the employee at this client and of the same kind; change that one instead.', {
    errors: { from: ['overlaps another history period'], to: ['overlaps another history period'] },
    periodId,
  });
