import type pg from 'pg';
import { FACILITIES } from './staffing-data';

/**
 * The lending side of the staffing bench data (issue 25), set-based:
 * - 2 000 clients in the replica; facility f belongs to client f % 1 000 unless f % 10 = 9, so 900
 *   clients have two facilities each, 200 facilities belong to no client (each its own party) and
 *   1 100 clients have none (they appear in lending history only); every 10th client defers equal pay
 *   to 15 months, every 20th allows 24 months, each with its note;
 * - lending history: every 25th employee was lent before this system (or by another agency) to the
 *   party of their first assignment ending today or later, for 150–399 days up to the day before it,
 *   so their clocks spread around the equal-pay date and the last lawful day; every 7th was lent by
 *   another agency to some client for 120–239 days ending before the timeline's start (counts for
 *   nothing today); every 50th was employed by a client.
 */
export const CLIENTS = 2_000;

const clientId = (n: string) => `('c1000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const historyId = (kind: number, e: string) => `('4e${kind}00000-0000-4000-8000-' || lpad(to_hex(${e}), 12, '0'))::uuid`;

export async function seedClients(db: pg.Client) {
  await db.query(`
    insert into client_replica (id, name, legal_form, max_lending_months, max_lending_months_note, equal_pay_months, equal_pay_note, source_version)
    select ${clientId('c')}, 'Träger ' || c, (array['GmbH','gGmbH','e.V.','AG'])[1 + c % 4],
           case when c % 20 = 7 then 24 end, case when c % 20 = 7 then 'Tarifvertrag der Einsatzbranche' end,
           case when c % 10 = 3 then 15 end, case when c % 10 = 3 then 'Branchenzuschlagstarifvertrag' end, 1
    from generate_series(0, ${CLIENTS - 1}) c`);
  await db.query(`
    update facility_directory f set client_id = ${clientId(`n % 1000`)}
    from generate_series(0, ${FACILITIES - 1}) n
    where f.id = ('f0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid and n % 10 <> 9`);
}

/** History as described above; run after the assignments are seeded (today: the server's current date). */
export async function seedLendingHistory(db: pg.Client, employees: number): Promise<number> {
  const before = await db.query(`
    insert into lending_history (id, employee_id, party_id, from_date, to_date, source)
    select ${historyId(1, 'e')}, a.employee_id, coalesce(f.client_id, o.facility_id),
           a.start_date - (150 + (e * 37) % 250), a.start_date - 1, case when e % 50 = 0 then 'beforeThisSystem' else 'otherAgency' end
    from generate_series(0, ${employees - 1}, 25) e
    cross join lateral (
      select a.employee_id, a.order_id, a.start_date from assignments a
      where a.employee_id = ('e0000000-0000-4000-8000-' || lpad(to_hex(e), 12, '0'))::uuid and a.deleted_at is null and a.end_date >= current_date
      order by a.start_date limit 1
    ) a
    join orders o on o.id = a.order_id
    left join facility_directory f on f.id = o.facility_id`);
  const other = await db.query(`
    insert into lending_history (id, employee_id, party_id, from_date, to_date, source)
    select ${historyId(2, 'e')}, ('e0000000-0000-4000-8000-' || lpad(to_hex(e), 12, '0'))::uuid, ${clientId(`(e * 13) % ${CLIENTS}`)},
           date '2025-12-31' - (120 + e % 120) - e % 300, date '2025-12-31' - e % 300, case when e % 50 = 0 then 'employedByClient' else 'otherAgency' end
    from generate_series(0, ${employees - 1}, 7) e`);
  await db.query('vacuum (analyze) lending_history');
  await db.query('vacuum (analyze) client_replica');
  return (before.rowCount ?? 0) + (other.rowCount ?? 0);
}

/** The per-rule settings that turn the three lending-law rules off. */
export const LENDING_OFF = { AUEG_MAX_DURATION: 'Off', AUEG_EQUAL_PAY: 'Off', AUEG_REVOLVING_DOOR: 'Off' } as const;

/**
 * Previews that meet the lending history: re-checks (`assignmentId`) of the assignments an earlier
 * lending (before this system or by another agency) ends the day before, at most `n`, in random order.
 */
export async function lendingCandidatePaths(db: pg.Client, n: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string; employeeId: string; orderId: string; startDate: string; endDate: string }>(`
    select a.id, a.employee_id as "employeeId", a.order_id as "orderId", a.start_date::text as "startDate", a.end_date::text as "endDate"
    from lending_history h join assignments a on a.employee_id = h.employee_id and a.start_date = h.to_date + 1 and a.deleted_at is null
    where h.source <> 'employedByClient' order by random() limit $1`, [n]);
  return rows.map((r) => `/api/assignments/check?${new URLSearchParams({ assignmentId: r.id, employeeId: r.employeeId, orderId: r.orderId, startDate: r.startDate, endDate: r.endDate })}`);
}

/** How many of `n` random previews carry each lending finding (the rules fire on this data). */
export async function lendingFindingCounts(url: string, headers: Record<string, string>, path: () => string, n: number): Promise<string> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}${path()}`, { headers });
    const body = (await res.json()) as { findings?: Array<{ code: string }> };
    for (const f of body.findings ?? []) if (f.code.startsWith('AUEG_')) counts[f.code] = (counts[f.code] ?? 0) + 1;
  }
  return Object.entries(counts).map(([code, k]) => `${code} × ${k}`).join(', ') || 'no lending finding';
}
