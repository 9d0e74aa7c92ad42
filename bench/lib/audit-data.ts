import type pg from 'pg';

/**
 * `entries` audit entries straight into audit's table: ~10 per entity (entities = entries / 10,
 * each entry picks one at random), 200 actors, seven entity types (facility 20 %), mostly
 * `updated` with some created/deleted/restored, spread over two years.
 */
export async function seedAuditEntries(db: pg.Client, entries: number): Promise<void> {
  await db.query(
    `
    with g as materialized (
      select i,
             1 + floor(random() * $2::int)::int as e,
             1 + floor(random() * 200)::int as a,
             now() - random() * interval '730 days' as at,
             random() as r
      from generate_series(1, $1::int) as s(i)
    ), t as (
      select g.*,
             (array['facility','facility','employee','employee','employee','absence','order','assignment','contract','user'])[1 + e % 10] as type,
             case when r < 0.1 then 'created' when r < 0.13 then 'deleted' when r < 0.14 then 'restored' else 'updated' end as action
      from g
    )
    insert into audit_entries (id, occurred_at, recorded_at, actor_id, actor_name, entity_type, entity_id, action, event_type, changes, correlation_id)
    select gen_random_uuid(), at, at + interval '40 milliseconds',
           md5('bench-actor-' || a)::uuid::text, 'Bench User ' || a,
           type, md5('bench-entity-' || e)::uuid::text, action,
           (case when type in ('facility','contract') then 'facilities' when type = 'user' then 'identity' else 'staffing' end) || '.' || type || '.' || action,
           jsonb_build_array(jsonb_build_object('field', 'notes', 'before', 'note ' || i, 'after', 'note ' || (i + 1))),
           gen_random_uuid()::text
    from t`,
    [entries, Math.max(1, Math.round(entries / 10))],
  );
  // A bulk load is followed by autovacuum in production; do it now so the run sees the steady state.
  await db.query('vacuum (analyze) audit_entries');
}

/** Seeded entity ids of one type, in random order (to spread the query load over the index). */
export async function sampleEntityIds(db: pg.Client, type: string, limit = 2000): Promise<string[]> {
  const { rows } = await db.query(
    `select entity_id from (select distinct entity_id from audit_entries where entity_type = $1 and actor_name like 'Bench User %') d
     order by random() limit $2`,
    [type, limit],
  );
  return rows.map((r) => r.entity_id);
}

export interface LagStats {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** recorded_at − occurred_at in ms of one event type since `from` (both stamped by this machine's clock). */
export async function lagStats(db: pg.Client, eventType: string, from: Date): Promise<LagStats> {
  const { rows } = await db.query(
    `select count(*)::int as count,
            coalesce(percentile_cont(0.5) within group (order by ms), 0) as p50,
            coalesce(percentile_cont(0.99) within group (order by ms), 0) as p99,
            coalesce(max(ms), 0) as max
     from (select extract(epoch from recorded_at - occurred_at) * 1000 as ms
           from audit_entries where event_type = $1 and occurred_at >= $2) t`,
    [eventType, from],
  );
  const r = rows[0];
  return { count: r.count, p50: Number(r.p50), p99: Number(r.p99), max: Number(r.max) };
}

export async function countEntries(db: pg.Client, eventType: string): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from audit_entries where event_type = $1', [eventType]);
  return rows[0].n;
}

/** Lag p99 / max per `windowSeconds` of occurred_at since `from`: shows whether a backlog built up and when. */
export async function lagTimeline(db: pg.Client, eventType: string, from: Date, windowSeconds = 5): Promise<string> {
  const { rows } = await db.query(
    `select floor(extract(epoch from occurred_at - $2::timestamptz) / $3)::int as w,
            round(percentile_cont(0.99) within group (order by ms)) as p99, round(max(ms)) as max
     from (select occurred_at, extract(epoch from recorded_at - occurred_at) * 1000 as ms
           from audit_entries where event_type = $1 and occurred_at >= $2) t
     group by 1 order by 1`,
    [eventType, from, windowSeconds],
  );
  return rows.map((r) => `${r.w * windowSeconds}s: ${r.p99}/${r.max}`).join(', ');
}
