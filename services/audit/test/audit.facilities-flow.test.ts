import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import type { ServiceHandle } from '@cs/service-kit';
import { call, eventually, grant, ServiceUnderTest, startServiceUnderTest } from '@cs/service-kit/testing/index';
// Tests may start another service's code to see the real event flow end to end.
import { readConfig as readFacilitiesConfig, type FacilitiesConfig } from '../../facilities/src/config';
import { startFacilities } from '../../facilities/src/service';
import { auditDrained, auditHarness, type AuditHarness, STARTUP_BUDGET_MS } from './support';

let h: AuditHarness;
let facilities: ServiceUnderTest<ServiceHandle, FacilitiesConfig>;
let editorToken: string;
const editor = { sub: uuidv7(), name: 'Erika Editor' };

beforeAll(async () => {
  h = await auditHarness('audit_e2e');
  facilities = await startServiceUnderTest({
    label: 'audit_e2e_facilities',
    start: startFacilities,
    readConfig: readFacilitiesConfig,
    natsUrl: h.nats.url,
    issuer: h.issuer,
  });
  await h.start();
  editorToken = await h.issuer.token({ ...editor, perm: grant(['facilities'], ['read', 'create', 'update']) });
}, STARTUP_BUDGET_MS);

afterAll(async () => {
  await facilities?.stop();
  await h?.close();
}, STARTUP_BUDGET_MS);

type Entry = { id: string; action: string; actorId: string; actorName: string; correlationId: string; changes: Array<{ field: string; before: unknown; after: unknown }> };

async function entriesOf(id: string, count: number): Promise<Entry[]> {
  return eventually(async () => {
    const res = await h.get(`/api/audit-log?entityType=facility&entityId=${id}&pageSize=100`);
    return res.body?.items?.length >= count ? (res.body.items as Entry[]) : undefined;
  });
}

const billing = { billingRate: 38.5, travelCostRate: 12, mealAllowanceRate: 8.5, travelCostMode: 'Pauschale', travelCostPerKm: 0 };
const newBilling = { billingRate: 41.25, travelCostRate: null, mealAllowanceRate: 9, travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 };

describe('facilities → audit, end to end', () => {
  let facilityId: string;

  test('when a facility is created and its billing conditions updated, then both appear in the audit log with the changes', async () => {
    const created = await call(`${facilities.url}/api/facilities`, { token: editorToken, body: { name: 'Haus Sonne', city: 'Köln', ...billing } });
    expect(created.status).toBe(200);
    facilityId = created.body.id;
    const updated = await call(`${facilities.url}/api/facilities/${facilityId}`, {
      method: 'PUT',
      token: editorToken,
      headers: { 'x-request-id': 'req-e2e-update' },
      body: { name: 'Haus Sonne', city: 'Köln', ...newBilling },
    });
    expect(updated.status).toBe(200);

    const [update, create] = await entriesOf(facilityId, 2);
    expect(create).toMatchObject({ action: 'created', actorId: editor.sub, actorName: editor.name });
    expect(create.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Haus Sonne' }, { field: 'billingRate', before: null, after: 38.5 }]));
    expect(update).toMatchObject({ action: 'updated', actorId: editor.sub, correlationId: 'req-e2e-update' });
    expect(update.changes).toEqual(
      expect.arrayContaining(Object.entries(newBilling).map(([field, after]) => ({ field, before: billing[field as keyof typeof billing], after }))),
    );
    expect(update.changes).toHaveLength(5);
  });

  test('when audit is stopped while the facility changes five times, then after a restart every change is there once', async () => {
    await h.stopAudit();
    for (let i = 1; i <= 5; i += 1) {
      const res = await call(`${facilities.url}/api/facilities/${facilityId}`, {
        method: 'PUT',
        token: editorToken,
        body: { name: 'Haus Sonne', city: 'Köln', ...newBilling, billingRate: 50 + i },
      });
      expect(res.status).toBe(200);
    }
    await h.start();
    await entriesOf(facilityId, 7);
    await auditDrained(h); // none twice: every event is handled, a second entry would be in by now
    const entries = await entriesOf(facilityId, 7);
    expect(entries).toHaveLength(7);
    expect(new Set(entries.map((e) => e.id)).size).toBe(7);
    expect(entries.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'updated', 'updated', 'updated', 'created']);
    expect(entries.slice(0, 5).map((e) => e.changes.find((c) => c.field === 'billingRate')?.after)).toEqual([55, 54, 53, 52, 51]);
  }, STARTUP_BUDGET_MS);
});
