import type { Queryable } from '@cs/service-kit';
import { severityOf, type LendingFacts, type SeveritySettingsWithRules } from '../checks';
import { lendingLawChecks } from '../checks/check-lending-law';
import { lendingPeriodsAtPartyOf } from '../lending/lending-periods.repo';
import type { PartyRow } from './facts-query';

/** Whether any lending-law rule runs under these settings (all `Off`: their facts are not read). */
export const lendingRulesOn = (settings: SeveritySettingsWithRules) => lendingLawChecks.some((c) => severityOf(c, settings) !== 'Off');

const limitsOf = (party: PartyRow): LendingFacts['limits'] => ({
  ...(party.maxMonths === null ? {} : { maxMonths: party.maxMonths }),
  ...(party.equalPayMonths === null ? {} : { equalPayMonths: party.equalPayMonths }),
});

/**
 * The lending-law facts of the employees at the order facility's counting party, in ONE indexed,
 * prepared query (lendingPeriodsAtPartyOf: assignments and history by employee): per employee their
 * other periods there — the assignment being checked (`assignmentId`, on update) left out — and
 * their periods of direct employment at the client. Every id gets an entry (no periods: empty lists).
 */
export async function readLendingFacts(q: Queryable, party: PartyRow, employeeIds: readonly string[], assignmentId?: string): Promise<Map<string, LendingFacts>> {
  // One employee with nothing lent at the party and no employment there (the facts query says so): no periods to read.
  const nothingThere = employeeIds.length === 1 && party.lentDays !== undefined && (party.lentDays ?? 0) === 0 && party.employedByClient === false;
  const rows = nothingThere ? [] : await lendingPeriodsAtPartyOf(q, employeeIds, party.id);
  const shared = { party: { id: party.id, name: party.name, isClient: party.isClient }, limits: limitsOf(party) };
  const out = new Map<string, LendingFacts>(employeeIds.map((id) => [id, { ...shared, lendings: [], employedByClient: [] }]));
  for (const row of rows) {
    const facts = out.get(row.employeeId);
    if (!facts || (row.source === 'assignment' && row.recordId === assignmentId)) continue;
    (row.source === 'employedByClient' ? facts.employedByClient : facts.lendings).push({ from: row.from, to: row.to });
  }
  return out;
}
