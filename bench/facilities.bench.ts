/**
 * Issue 2 benchmark: 100 000 facilities on the PostgreSQL server; GET by id and a 3-letter search,
 * directly against the facilities service and through the gateway, in the same run.
 * Usage: npm run bench -- facilities   (BENCH_DATABASE_URL selects the server; default local postgres)
 */
import { startNats, TestIssuer, grant } from '@cs/service-kit/testing/index';
import { freshDatabase, withClient } from './lib/database';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';

const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/**
 * Realistic variety: names, streets, cities and contact persons are composed from syllable and
 * name lists (tens of thousands of distinct words), so a 3-letter search matches a few percent of
 * the facilities, as in real data — not a third of them, as a handful of repeated words would.
 */
async function seed(url: string) {
  await withClient(url, async (db) => {
    await db.query(`
      with syl as (select array['al','ber','cor','dan','el','fen','gar','hol','ing','jo','kel','lin','mar','nor','ost','pal',
                                 'quin','ros','sel','tan','ul','ven','wal','xan','yor','zen','bach','burg','dorf','feld','hain',
                                 'hof','kamp','loh','mühl','rod','stein','tal','wald','wies','au','brück','eck','grund'] as s),
           pick as (select i, s, array_length(s, 1) as n,
                           ('x' || substr(md5(i::text), 1, 8))::bit(32)::int as h1,
                           ('x' || substr(md5(i::text), 9, 8))::bit(32)::int as h2,
                           ('x' || substr(md5(i::text), 17, 8))::bit(32)::int as h3
                    from generate_series(1, $1::int) as g(i), syl)
      insert into facilities (id, name, street, postal_code, city, contact_person, crm_status, billing_rate, travel_cost_rate, meal_allowance_rate, travel_cost_mode, travel_cost_per_km)
      select gen_random_uuid(),
             (array['Haus','Seniorenzentrum','Pflegeheim','Klinikum','Residenz','Stift','Wohnpark','Pflegedienst'])[1 + abs(h1) % 8] || ' ' ||
               initcap(s[1 + abs(h1 / 8) % n] || s[1 + abs(h2) % n] || s[1 + abs(h3) % n]),
             initcap(s[1 + abs(h2 / 7) % n] || s[1 + abs(h3 / 7) % n]) || (array['straße','weg','allee','platz','ring'])[1 + abs(h1 / 5) % 5] || ' ' || (1 + abs(h3) % 200),
             lpad((abs(h1) % 99999)::text, 5, '0'),
             initcap(s[1 + abs(h3 / 11) % n] || s[1 + abs(h1 / 13) % n]) || (array['','hausen','stadt','heim','berg','dorf'])[1 + abs(h2 / 3) % 6],
             (array['Anna','Peter','Maria','Jonas','Lea','Paul','Sophie','Lukas','Emma','Felix','Hanna','Noah','Mia','Elias','Lina','Ben'])[1 + abs(h2 / 17) % 16] || ' ' ||
               initcap(s[1 + abs(h3 / 19) % n] || (array['mann','er','ke','hoff','s','ner','berger','lein'])[1 + abs(h1 / 23) % 8]),
             (array['Lead','Interessent','Kunde','Inaktiv'])[1 + i % 4],
             42.50, 25.00, 14.00,
             case when i % 3 = 0 then 'ProKilometer' else 'Pauschale' end,
             0.30
      from pick`, [FACILITIES]);
    await db.query('vacuum analyze facilities');
    await db.query('checkpoint');
  });
}

async function sampleIds(url: string): Promise<string[]> {
  return withClient(url, async (db) => (await db.query('select id from facilities order by random() limit 2000')).rows.map((r) => r.id));
}

/** What a user types: 3 letters taken from a random facility's name, street, city or contact person. */
async function sampleSearchTerms(url: string): Promise<string[]> {
  return withClient(url, async (db) => {
    const { rows } = await db.query(`
      select substr(t, 1 + floor(random() * greatest(length(t) - 2, 1))::int, 3) as term
      from (select regexp_replace(lower((array[name, street, city, contact_person])[1 + floor(random() * 4)::int]), '[^a-zäöüß]', '', 'g') as t
            from facilities order by random() limit 500) x
      where length(t) >= 3`);
    return rows.map((r) => r.term);
  });
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

async function main() {
  const nats = await startNats();
  const issuer = await TestIssuer.start();
  const dbUrl = await freshDatabase('bench_facilities');
  const common = { NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, JWT_ISSUER: issuer.issuer, JWT_AUDIENCE: issuer.audience };
  const facilities = await spawnService('facilities', 3902, { ...common, DATABASE_URL: dbUrl });
  const gateway = await spawnService('gateway', 3980, {
    ...common,
    GATEWAY_PORT: '3980',
    FACILITIES_URL: facilities.url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    CORS_ORIGINS: 'http://localhost:5173',
  });
  try {
    console.log(`seeding ${FACILITIES} facilities…`);
    await seed(dbUrl);
    const ids = await sampleIds(dbUrl);
    const searchTerms = await sampleSearchTerms(dbUrl);
    const matches = await withClient(dbUrl, async (db) => {
      const counts = [];
      for (const term of searchTerms.slice(0, 50)) counts.push(Number((await db.query(`select count(*) from facilities where search_text like '%' || $1 || '%'`, [term])).rows[0].count));
      return counts.sort((a, b) => a - b);
    });
    console.log(`${searchTerms.length} search terms; matches per term (50 sampled): median ${matches[25]}, max ${matches[49]}`);
    const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '2h' });
    const headers = { authorization: `Bearer ${token}` };
    const byId = () => `/api/facilities/${pick(ids)}`;
    const search = () => `/api/facilities?search=${encodeURIComponent(pick(searchTerms))}`;
    const rows: Measurement[] = [];
    for (const [name, path] of [['get-by-id', byId], ['search (3 letters)', search]] as const) {
      rows.push(await measure({ name: `${name} direct`, url: facilities.url, path, headers, connections: CONNECTIONS, seconds: SECONDS }));
      rows.push(await measure({ name: `${name} via gateway`, url: gateway.url, path, headers, connections: CONNECTIONS, seconds: SECONDS }));
    }
    // Latency of a search below saturation: at 50 connections the p99 is mostly queueing (Little's law).
    rows.push(await measure({ name: 'search (3 letters) direct', url: facilities.url, path: search, headers, connections: 10, seconds: SECONDS }));
    const ratio = (i: number) => (rows[i + 1].requestsPerSec / rows[i].requestsPerSec).toFixed(2);
    console.log(`\n${FACILITIES} facilities, ${CONNECTIONS} connections, ${SECONDS} s per scenario\n`);
    console.log(table(rows));
    console.log(`\ngateway/direct throughput: get-by-id ${ratio(0)}, search ${ratio(2)}`);
  } finally {
    await gateway.stop();
    await facilities.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
