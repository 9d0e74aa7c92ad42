/**
 * The per-pair sums the deadlines' prefilter reads (`lending_pairs`, kept by triggers) agree with the
 * periods after every kind of write: an assignment created, changed, trashed and restored, an order
 * moved to another facility, a facility given a client, history recorded, changed and deleted. The
 * lent days are exact; the last day is never below the latest period's.
 */
import { beforeAll, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@cs/service-kit';
import { eventually } from '@cs/service-kit/testing/index';
import { facilityDirectory } from '../src/schema';
import { day } from './support/availability';
import { Harness } from './support/harness';
import { lendingFixtures } from './support/lending';

const h = Harness.forFile('lending_pairs');
const f = lendingFixtures(h);

interface Pair {
  employee_id: string;
  party_id: string;
  lent_days: number;
  last_day: string;
}

/** The sums kept, and the same computed afresh from the periods (lendingPeriods' definition). */
async function keptAndFresh() {
  const kept = rowsOf<Pair>(await h.svc.db.execute(sql`select employee_id, party_id, lent_days, last_day::text from lending_pairs where lent_days <> 0 order by 1, 2`));
  const fresh = rowsOf<Pair>(
    await h.svc.db.execute(sql`
      select employee_id, party_id, sum(to_date - from_date + 1)::int as lent_days, max(to_date)::text as last_day from (
        select a.employee_id, coalesce(f.client_id, o.facility_id) as party_id, a.start_date as from_date, a.end_date as to_date
        from assignments a join orders o on o.id = a.order_id left join facility_directory f on f.id = o.facility_id where a.deleted_at is null
        union all
        select employee_id, party_id, from_date, to_date from lending_history where source <> 'employedByClient'
      ) p group by 1, 2 order by 1, 2`),
  );
  return { kept, fresh };
}

async function expectInStep() {
  const { kept, fresh } = await keptAndFresh();
  expect(kept.map(({ employee_id, party_id, lent_days }) => ({ employee_id, party_id, lent_days }))).toEqual(
    fresh.map(({ employee_id, party_id, lent_days }) => ({ employee_id, party_id, lent_days })),
  );
  for (const pair of fresh) {
    const mine = kept.find((k) => k.employee_id === pair.employee_id && k.party_id === pair.party_id);
    expect(mine !== undefined && mine.last_day >= pair.last_day).toBe(true);
  }
}

let client: string;
let other: string;
let north: string;
let alone: string;
beforeAll(async () => {
  client = await f.client('Sonnenhof Pflege');
  other = await f.client('Lindenhof gGmbH');
  north = await f.facility('Haus Nord', client);
  alone = await f.facility('Haus Allein');
});

test('assignments created, changed, trashed and restored keep the sums in step', async () => {
  const anna = await f.employee('Anna', 'Summe');
  const first = await f.lend(north, anna, day(10), day(40));
  await f.lend(alone, anna, day(50), day(60));
  await expectInStep();
  const revision = async () =>
    Number(rowsOf<{ revision: string }>(await h.svc.db.execute(sql`select revision from lending_pairs where employee_id = ${anna} and party_id = ${client}`))[0].revision);
  const before = await revision();
  const current = (await h.call(`/api/assignments/${first}`)).body;
  const shrunk = await h.call(`/api/assignments/${first}`, { method: 'PUT', body: { ...current, endDate: day(20), acknowledgement: {} } });
  expect(shrunk.status).toBe(200);
  await expectInStep();
  expect(await revision()).toBeGreaterThan(before); // a remembered clock of the pair is no longer current
  expect((await h.call(`/api/assignments/${first}`, { method: 'DELETE' })).status).toBe(204);
  await expectInStep();
  expect((await h.call(`/api/trash/assignments/${first}/restore`, { method: 'POST', body: { acknowledgement: {} } })).status).toBe(200);
  await expectInStep();
});

test('a facility given a client, and an order moved to another facility, move their lendings to the new party', async () => {
  const berta = await f.employee('Berta', 'Umzug');
  const at = await f.lend(alone, berta, day(70), day(80));
  await expectInStep();
  const [facility] = await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, alone));
  await h.publish('facilities.facility.updated', { type: 'facility', id: alone }, { ...facility, clientId: other, crmStatus: null, version: facility.sourceVersion + 1 });
  await eventually(async () => ((await h.svc.db.select().from(facilityDirectory).where(eq(facilityDirectory.id, alone)))[0].clientId === other ? true : undefined));
  await expectInStep();
  const orderId = (await h.call(`/api/assignments/${at}`)).body.orderId;
  const order = (await h.call(`/api/orders/${orderId}`)).body;
  const moved = await h.call(`/api/orders/${orderId}`, { method: 'PUT', body: { ...order, facilityId: north } });
  expect(moved.status).toBe(200);
  await expectInStep();
});

test('history recorded, changed and deleted keeps the sums in step; employment at the client does not count', async () => {
  const carl = await f.employee('Carl', 'Vorher');
  const base = `/api/employees/${carl}/lending-history`;
  const period = (await h.call(base, { body: { clientId: client, from: day(-300), to: day(-200), source: 'otherAgency' } })).body;
  await h.call(base, { body: { clientId: client, from: day(-150), to: day(-100), source: 'employedByClient' } });
  await expectInStep();
  const changed = await h.call(`${base}/${period.id}`, { method: 'PUT', body: { clientId: client, from: day(-250), to: day(-200), source: 'beforeThisSystem' } });
  expect(changed.status).toBe(200);
  await expectInStep();
  expect((await h.call(`${base}/${period.id}`, { method: 'DELETE' })).status).toBe(204);
  await expectInStep();
});
