import type { Queryable } from '@cs/service-kit';
import { lendingHeadroom, type Headroom } from '../lending/headroom';
import { lendingPeriodsAtParty } from '../lending/lending-periods.repo';
import type { DateRange } from '../lending/periods';
import type { PartyTerms } from './order-context.repo';

/**
 * The `lendingHeadroom` part of every employee with a lending period at the order facility's
 * counting party, computed in TypeScript by the lending core (BGB months are no SQL): one read of the
 * party's periods, then per employee the headroom of the window (lending/headroom.ts). An employee
 * not in the map has none there: value 1.
 */
export async function headroomAtParty(q: Queryable, party: PartyTerms, window: DateRange): Promise<Map<string, Headroom>> {
  const lendings = new Map<string, DateRange[]>();
  for (const row of await lendingPeriodsAtParty(q, party.id)) {
    if (row.source === 'employedByClient') continue;
    const list = lendings.get(row.employeeId);
    if (list) list.push({ from: row.from, to: row.to });
    else lendings.set(row.employeeId, [{ from: row.from, to: row.to }]);
  }
  const limits = { ...(party.maxMonths === null ? {} : { maxMonths: party.maxMonths }), ...(party.equalPayMonths === null ? {} : { equalPayMonths: party.equalPayMonths }) };
  const out = new Map<string, Headroom>();
  for (const [id, periods] of lendings) out.set(id, lendingHeadroom(periods, window, limits));
  return out;
}

/** The values the ranking query joins (unnest): only those other than 1, the default. */
export function headroomArrays(headroom: Map<string, Headroom>): { ids: string[]; values: number[] } {
  const ids: string[] = [];
  const values: number[] = [];
  for (const [id, h] of headroom) {
    if (h.value === 1) continue;
    ids.push(id);
    values.push(h.value);
  }
  return { ids, values };
}
