import type { Queryable } from '@cs/service-kit';
import { countsWithWindow, lendingHeadroom, type Headroom } from '../lending/headroom';
import { lendingPeriodsAtParty } from '../lending/lending-periods.repo';
import type { DateRange } from '../lending/periods';
import type { PartyTerms } from './order-context.repo';

/** The `lendingHeadroom` part at the order facility's counting party for one window. */
export interface PartyHeadroom {
  /** The values other than 1, for the ranking query to join (unnest): every other employee's is 1. */
  ids: string[];
  values: number[];
  /** One employee's headroom there, computed on asking; undefined: no lending period at the party. */
  of(employeeId: string): Headroom | undefined;
}

/**
 * The headroom of every employee with a lending period at the party, computed in TypeScript by the
 * lending core (BGB months are no SQL): one read of the party's periods, then the clock only for
 * those whose lendings can count with the window (lending/headroom.ts, `countsWithWindow`) — the
 * others' value is 1. The page's reasons ask `of` for their few employees.
 */
export async function headroomAtParty(q: Queryable, party: PartyTerms, window: DateRange): Promise<PartyHeadroom> {
  const lendings = new Map<string, DateRange[]>();
  for (const row of await lendingPeriodsAtParty(q, party.id)) {
    if (row.source === 'employedByClient') continue;
    const list = lendings.get(row.employeeId);
    if (list) list.push({ from: row.from, to: row.to });
    else lendings.set(row.employeeId, [{ from: row.from, to: row.to }]);
  }
  const limits = { ...(party.maxMonths === null ? {} : { maxMonths: party.maxMonths }), ...(party.equalPayMonths === null ? {} : { equalPayMonths: party.equalPayMonths }) };
  const computed = new Map<string, Headroom>();
  const of = (employeeId: string) => {
    const periods = lendings.get(employeeId);
    if (!periods) return undefined;
    let h = computed.get(employeeId);
    if (!h) computed.set(employeeId, (h = lendingHeadroom(periods, window, limits)));
    return h;
  };
  const ids: string[] = [];
  const values: number[] = [];
  for (const [id, periods] of lendings) {
    if (!countsWithWindow(periods, window)) continue;
    const { value } = of(id) as Headroom;
    if (value === 1) continue;
    ids.push(id);
    values.push(value);
  }
  return { ids, values, of };
}
