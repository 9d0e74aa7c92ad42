/**
 * Issue 2 benchmark: 100 000 facilities on the PostgreSQL server; GET by id and a 3-letter search,
 * directly against the facilities service and through the gateway, in the same run.
 * Usage: npm run bench -- facilities   (BENCH_DATABASE_URL selects the server; default local postgres)
 */
import { grant } from '@cs/service-kit/testing/index';
import { pick, startBenchPlatform } from './lib/platform';
import { freshDatabase, withClient } from './lib/database';
import { sampleIds, seedFacilities as seed } from './lib/facilities-data';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';

const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

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

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const dbUrl = await freshDatabase('bench_facilities');
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
    await seed(dbUrl, FACILITIES);
    const ids = await sampleIds(dbUrl);
    const searchTerms = await sampleSearchTerms(dbUrl);
    const matches = await withClient(dbUrl, async (db) => {
      const counts = [];
      for (const term of searchTerms.slice(0, 50)) counts.push(Number((await db.query(`select count(*) from facilities where search_text like '%' || $1 || '%'`, [term])).rows[0].count));
      return counts.sort((a, b) => a - b);
    });
    console.log(`${searchTerms.length} search terms; matches per term (50 sampled): median ${matches[25]}, max ${matches[49]}`);
    const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '15m' });
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
