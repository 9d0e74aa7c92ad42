import type pg from 'pg';

/** The per-rule settings that turn the three lending-law rules off. */
export const LENDING_OFF = { AUEG_MAX_DURATION: 'Off', AUEG_EQUAL_PAY: 'Off', AUEG_REVOLVING_DOOR: 'Off' } as const;

/**
 * Clients and lending history on a staffing bench database, once (a database that has the clients
 * keeps them): `clients` clients in the replica, every facility but each tenth belonging to one
 * (facility f → client 7f mod clients: some clients with two facilities, some with none; each tenth
 * facility counts as its own client); for every third employee an earlier lending by another agency
 * at the counting party of their first assignment, 400–599 days ending 21 days before it (an
 * interruption of 20 days: it adds up, so equal pay and often the maximum fire on that assignment),
 * and for every twentieth a period of direct employment there ending 61 days before it (the
 * revolving door).
 */
export async function seedLending(db: pg.Client, clients: number): Promise<string> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from client_replica');
  if (rows[0].n >= clients) return `kept ${rows[0].n} clients and ${await historyCount(db)} history periods`;
  await db.query(`
    insert into client_replica (id, name, legal_form, source_version)
    select ('00000000-0000-4000-b000-' || lpad(to_hex(c), 12, '0'))::uuid, 'Träger ' || c, 'gGmbH', 1
    from generate_series(0, ${clients - 1}) c on conflict (id) do nothing`);
  await db.query(`
    update facility_directory d set client_id = ('00000000-0000-4000-b000-' || lpad(to_hex((x.n * 7) % ${clients}), 12, '0'))::uuid
    from (select id, (row_number() over (order by id) - 1)::int as n from facility_directory) x
    where d.id = x.id and x.n % 10 <> 0`);
  await db.query(`
    insert into lending_history (id, employee_id, party_id, from_date, to_date, source)
    select gen_random_uuid(), f.employee_id, f.party_id, f.start_date - 21 - (400 + (f.n * 37) % 200), f.start_date - 21, 'otherAgency'
    from first_at_party f where f.n % 3 = 0
    union all
    select gen_random_uuid(), f.employee_id, f.party_id, f.start_date - 800, f.start_date - 61, 'employedByClient'
    from first_at_party f where f.n % 20 = 1`.replaceAll('from first_at_party', `from (
      select x.*, (row_number() over (order by x.employee_id))::int as n from (
        select distinct on (a.employee_id) a.employee_id, coalesce(d.client_id, o.facility_id) as party_id, a.start_date
        from assignments a join orders o on o.id = a.order_id left join facility_directory d on d.id = o.facility_id
        where a.deleted_at is null order by a.employee_id, a.start_date) x) as`));
  await db.query('analyze client_replica; analyze facility_directory; analyze lending_history');
  return `seeded ${clients} clients and ${await historyCount(db)} history periods`;
}

const historyCount = async (db: pg.Client) => (await db.query<{ n: number }>('select count(*)::int as n from lending_history')).rows[0].n;

/**
 * Previews that meet the lending history: re-checks (`assignmentId`) of the first assignments the
 * earlier lendings were placed before, at most `n`, in random order.
 */
export async function lendingCandidatePaths(db: pg.Client, n: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string; employeeId: string; orderId: string; startDate: string; endDate: string }>(`
    select a.id, a.employee_id as "employeeId", a.order_id as "orderId", a.start_date::text as "startDate", a.end_date::text as "endDate"
    from lending_history h join assignments a on a.employee_id = h.employee_id and a.start_date = h.to_date + 21 and a.deleted_at is null
    where h.source = 'otherAgency' order by random() limit $1`, [n]);
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
