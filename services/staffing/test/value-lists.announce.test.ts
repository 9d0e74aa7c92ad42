import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { like } from 'drizzle-orm';
import { eventually, grant, call, ServiceUnderTest, startServiceUnderTest } from '@cs/service-kit/testing/index';
import { readConfig as facilitiesConfig, type FacilitiesConfig } from '../../facilities/src/config';
import { startFacilities } from '../../facilities/src/service';
import { outbox } from '../src/schema';
import { announceValueLists } from '../src/value-lists/announce-value-lists';
import { Harness } from './support/harness';

/** Staffing and the real facilities service on one NATS: facilities validates crmStatus against what staffing announces. */
let h: Harness;
let facilities: ServiceUnderTest<Awaited<ReturnType<typeof startFacilities>>, FacilitiesConfig>;
let facilitiesToken: string;

beforeAll(async () => {
  h = await Harness.start('value_lists_announce');
  facilities = await startServiceUnderTest({
    label: 'staffing_announce_facilities',
    start: startFacilities,
    readConfig: facilitiesConfig,
    natsUrl: h.natsUrl,
    issuer: h.issuer,
  });
  facilitiesToken = await h.issuer.token({ perm: grant(['facilities']) });
}, 60_000);
afterAll(async () => {
  await facilities?.stop();
  await h?.stop();
});

const announced = () => h.svc.db.select({ payload: outbox.payload }).from(outbox).where(like(outbox.subject, 'staffing.valueList.%'));
const createFacility = (crmStatus: string) =>
  call(`${facilities.url}/api/facilities`, { token: facilitiesToken, body: { name: `Haus ${crmStatus}`, crmStatus } });

describe('announcing the seeded value lists', () => {
  test('when staffing starts on a fresh database, then every seeded entry is announced once as entryCreated by the system', async () => {
    const events = (await announced()).map((r) => r.payload as { type: string; subject: { id: string }; actor: { userId: string | null } });
    expect(events).toHaveLength(14);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['staffing.valueList.entryCreated']));
    expect(events.map((e) => e.subject.id)).toEqual(expect.arrayContaining(['crmStatus:customer', 'qualifications:pflegefachkraft', 'absenceTypes:vacation']));
    expect(events.every((e) => e.actor.userId === null)).toBe(true);
  });

  test('when the announcement runs again (a restart), then nothing more is announced', async () => {
    expect(await announceValueLists(h.svc)).toBe(0);
    expect(await announced()).toHaveLength(14);
  });
});

describe('facilities validates crmStatus against the announced list', () => {
  test('when facilities has received the list, then unknown codes are refused and known ones accepted', async () => {
    const refused = await eventually(async () => {
      const res = await createFacility('bogus');
      return res.status === 400 ? res : null;
    });
    expect(refused.body.code).toBe('CRM_STATUS_UNKNOWN');
    // The first entry to arrive makes facilities refuse unknown codes; the rest of the list follows on the same stream.
    const accepted = await eventually(async () => {
      const res = await createFacility('customer');
      return res.status === 200 ? res : null;
    });
    expect(accepted.body.crmStatus).toBe('customer');
  });

  test('when staffing deactivates a crmStatus entry, then facilities refuses it for new facilities', async () => {
    await eventually(async () => (await createFacility('prospect')).status === 200);
    const off = await h.call('/api/value-lists/crmStatus/entries/prospect', { method: 'PUT', body: { label: 'Interessent', active: false, sortOrder: 20 } });
    expect(off.status).toBe(200);
    const refused = await eventually(async () => {
      const res = await createFacility('prospect');
      return res.status === 400 ? res : null;
    });
    expect(refused.body.code).toBe('CRM_STATUS_INACTIVE');
  });

  test('when staffing adds a crmStatus entry, then facilities accepts it', async () => {
    expect((await h.call('/api/value-lists/crmStatus/entries', { body: { code: 'partner', label: 'Partner' } })).status).toBe(200);
    await eventually(async () => (await createFacility('partner')).status === 200);
  });
});
