import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { seenEvent } from '@cs/service-kit';
import { eventually, grant } from '@cs/service-kit/testing/index';
import { parkedEvents } from '../src/schema';
import { VALUE_LISTS_CONSUMER } from '../src/handlers/on-value-list-entry-changed';
import { harnessForFile } from './support/harness';
import { crmEntry, publishEntry, replicaRow } from './support/value-lists';

/** Events from the previous or the next release of a producer (docs/events-and-trash.md, "Schema versions"). */
const h = harnessForFile('facilities_event_versions');
const staffing = h.staffing;

const parkedOf = async (eventId: string) => h.svc.db.select().from(parkedEvents).where(eq(parkedEvents.eventId, eventId));

describe('consumer facilities-value-lists and event schema versions', () => {
  test('a field this release does not know (an additive change of the next release) is ignored', async () => {
    const newer = { ...crmEntry('Neu'), colour: 'green', description: 'from a newer producer' };
    await publishEntry(h.svc, staffing, 'entryCreated', newer);
    expect(await replicaRow(h.svc, 'Neu')).toMatchObject({ code: 'Neu', label: 'Neu', active: true });
  });

  test('an unknown major version is parked with its reason, not applied, and later events still apply', async () => {
    const v2 = { ...staffing.envelope('staffing.valueList.entryCreated', crmEntry('Version2')), version: 2 };
    await staffing.publish(v2);
    await eventually(() => seenEvent(h.svc.db, VALUE_LISTS_CONSUMER, v2.id));
    const [row] = await parkedOf(v2.id);
    expect(row).toMatchObject({ consumer: VALUE_LISTS_CONSUMER, stream: 'STAFFING', subject: 'staffing.valueList.entryCreated' });
    expect(row.reason).toContain('unknown major version 2');
    expect(await replicaRow(h.svc, 'Version2')).toBeUndefined();
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Danach'));
    expect(await replicaRow(h.svc, 'Danach')).toBeDefined();

    // The operator sees it; replaying cannot help while this release does not understand version 2.
    const operator = await h.issuer.token({ perm: grant(['parkedEvents'], ['read', 'update']) });
    const listed = await h.api('/api/admin/parked-events/facilities?pageSize=100', { token: operator });
    expect(listed.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, eventId: v2.id, replayedAt: null })]));
    expect((await h.api('/api/admin/parked-events/facilities')).status).toBe(403);
    const replay = await h.api(`/api/admin/parked-events/facilities/${row.id}/replay`, { method: 'POST', token: operator });
    expect([replay.status, replay.body.code]).toEqual([409, 'PARKED_EVENT_STILL_FAILING']);
  });
});
