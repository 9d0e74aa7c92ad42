import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { parkedEvents } from '../src/schema';
import { ADMIN, auditDrained, auditForFile, envelope, STARTUP_BUDGET_MS } from './support';

const h = auditForFile('audit_events');

const facility = () => ({ type: 'facility', id: uuidv7() });
const entriesOf = async (entity: { type: string; id: string }) =>
  (await h.get(`/api/audit-log?entityType=${entity.type}&entityId=${entity.id}&pageSize=100`)).body.items as Array<Record<string, unknown>>;

describe('audit-all consumer', () => {
  test('when an event is published, then it appears in the audit log with who, when, which record by name, action and field changes', async () => {
    const subject = { ...facility(), label: 'Haus Sonne' };
    const event = await h.publish(
      envelope({
        type: 'facilities.facility.updated',
        subject,
        changes: [{ field: 'billingRate', before: 40, after: 42.5 }],
        correlationId: 'req-123',
      }),
    );
    const entry = await h.entryOf(event.id, subject);
    expect(entry).toEqual({
      id: event.id,
      occurredAt: event.occurredAt,
      recordedAt: expect.any(String),
      actorId: ADMIN.userId,
      actorName: ADMIN.displayName,
      entityType: 'facility',
      entityId: subject.id,
      entityLabel: 'Haus Sonne',
      action: 'updated',
      eventType: 'facilities.facility.updated',
      changes: [{ field: 'billingRate', before: 40, after: 42.5 }],
      correlationId: 'req-123',
    });
  });

  test('when an event carries secret fields, then the entry leaves them out', async () => {
    const subject = { type: 'user', id: uuidv7() };
    const event = await h.publish(
      envelope({
        type: 'identity.user.updated',
        subject,
        changes: [
          { field: 'email', before: 'a@example.org', after: 'b@example.org' },
          { field: 'passwordHash', before: 'x', after: 'y' },
          { field: 'refreshToken', before: null, after: 'z' },
          { field: 'settings', before: null, after: { theme: 'dark', apiSecret: 's3cret' } },
        ],
      }),
    );
    const entry = await h.entryOf(event.id, subject);
    expect(entry.changes).toEqual([
      { field: 'email', before: 'a@example.org', after: 'b@example.org' },
      { field: 'settings', before: null, after: { theme: 'dark' } },
    ]);
  });

  test('when a domain event is published, then its verb is the action', async () => {
    const subject = { type: 'user', id: uuidv7() };
    const event = await h.publish(envelope({ type: 'identity.user.deactivated', subject }));
    expect((await h.entryOf(event.id, subject)).action).toBe('deactivated');
  });

  test('when the same event is delivered twice, then it creates one entry', async () => {
    const subject = facility();
    const event = envelope({ type: 'facilities.facility.updated', subject, changes: [{ field: 'name', before: 'A', after: 'B' }] });
    await h.publish(event);
    await h.publish(event, uuidv7()); // a second stream message with the same event id
    const marker = await h.publish(envelope({ type: 'facilities.facility.updated', subject }));
    await h.entryOf(marker.id, subject);
    await auditDrained(h); // the first delivery and the duplicate are handled too, not only the marker
    const ids = (await entriesOf(subject)).map((e) => e.id);
    expect(ids.sort()).toEqual([event.id, marker.id].sort());
  });

  test('when a malformed message arrives, then it is parked and later events are still recorded', async () => {
    await h.publishRaw('facilities.garbage.v1', 'this is not json');
    await h.publishRaw('facilities.facility.updated.v1', JSON.stringify({ id: 'not-a-uuid', type: 'facilities.facility.updated' }));
    const subject = facility();
    const good = await h.publish(envelope({ type: 'facilities.facility.created', subject }));
    await h.entryOf(good.id, subject);
    const parked = await eventually(async () => {
      const rows = await h.audit.db.select().from(parkedEvents);
      return rows.length >= 2 ? rows : undefined;
    });
    expect(parked.map((p) => ({ stream: p.stream, subject: p.subject, payload: p.payload }))).toEqual(
      expect.arrayContaining([
        { stream: 'FACILITIES', subject: 'facilities.garbage.v1', payload: 'this is not json' },
        { stream: 'FACILITIES', subject: 'facilities.facility.updated.v1', payload: expect.stringContaining('not-a-uuid') },
      ]),
    );
    expect(parked.every((p) => p.reason.length > 0 && p.parkedAt instanceof Date)).toBe(true);
  });

  test('events of every stream are recorded', async () => {
    const staffing = await h.publish(envelope({ type: 'staffing.employee.created', subject: { type: 'employee', id: uuidv7() } }));
    const identity = await h.publish(envelope({ type: 'identity.role.updated', subject: { type: 'role', id: uuidv7() } }));
    await h.entryOf(staffing.id, staffing.subject);
    await h.entryOf(identity.id, identity.subject);
  });

  test('when audit is down while events are published, then after a restart all entries are present and none twice', async () => {
    const subject = facility();
    const before = await h.publish(envelope({ type: 'facilities.facility.created', subject }));
    await h.entryOf(before.id, subject);
    await h.stopAudit();
    const whileDown = [];
    for (let i = 1; i <= 5; i += 1) {
      whileDown.push(await h.publish(envelope({ type: 'facilities.facility.updated', subject, changes: [{ field: 'billingRate', before: i, after: i + 1 }] })));
    }
    await h.start();
    await h.entryOf(whileDown[4].id, subject);
    await auditDrained(h); // the others may still be in flight (or come back after the ack wait)
    const entries = await entriesOf(subject);
    expect(entries.map((e) => e.id)).toEqual([...whileDown].reverse().map((e) => e.id).concat(before.id));
    expect(new Set(entries.map((e) => e.id)).size).toBe(6);
  }, STARTUP_BUDGET_MS);
});
