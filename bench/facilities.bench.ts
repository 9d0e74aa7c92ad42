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

async function seed(url: string) {
  await withClient(url, async (db) => {
    await db.query(`
      insert into facilities (id, name, street, postal_code, city, contact_person, crm_status, billing_rate, travel_cost_rate, meal_allowance_rate, travel_cost_mode, travel_cost_per_km)
      select gen_random_uuid(),
             (array['Haus','Seniorenzentrum','Pflegeheim','Klinikum','Residenz','Stift'])[1 + i % 6] || ' ' ||
             (array['Sonnenschein','Lindenhof','Abendrot','Rosengarten','Am Park','Eichenhain','Talblick','Bergfried','Seeblick','Mühlbach'])[1 + (i / 6) % 10] || ' ' || i,
             (array['Hauptstraße','Bahnhofstraße','Gartenweg','Kirchplatz','Lindenallee','Schulstraße'])[1 + i % 7 % 6] || ' ' || (i % 200 + 1),
             lpad(((i * 7919) % 99999)::text, 5, '0'),
             (array['Berlin','Hamburg','München','Köln','Frankfurt','Stuttgart','Dresden','Leipzig','Bremen','Hannover','Nürnberg','Essen'])[1 + (i / 60) % 12],
             (array['Anna','Peter','Maria','Jonas','Lea','Paul','Sophie','Lukas'])[1 + i % 8] || ' ' || (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker'])[1 + (i / 8) % 8],
             (array['Lead','Interessent','Kunde','Inaktiv'])[1 + i % 4],
             42.50, 25.00, 14.00,
             case when i % 3 = 0 then 'ProKilometer' else 'Pauschale' end,
             0.30
      from generate_series(1, $1::int) as s(i)`, [FACILITIES]);
    await db.query('analyze facilities');
  });
}

async function sampleIds(url: string): Promise<string[]> {
  return withClient(url, async (db) => (await db.query('select id from facilities order by random() limit 2000')).rows.map((r) => r.id));
}

const searchTerms = ['hau', 'lin', 'ber', 'son', 'ros', 'par', 'see', 'müh', 'ham', 'köl', 'eic', 'tal', 'anna', 'sch', 'wag', 'abe'];
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
    const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '2h' });
    const headers = { authorization: `Bearer ${token}` };
    const byId = () => `/api/facilities/${pick(ids)}`;
    const search = () => `/api/facilities?search=${encodeURIComponent(pick(searchTerms))}`;
    const rows: Measurement[] = [];
    for (const [name, path] of [['get-by-id', byId], ['search (3 letters)', search]] as const) {
      rows.push(await measure({ name: `${name} direct`, url: facilities.url, path, headers, connections: CONNECTIONS, seconds: SECONDS }));
      rows.push(await measure({ name: `${name} via gateway`, url: gateway.url, path, headers, connections: CONNECTIONS, seconds: SECONDS }));
    }
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
