import { describe, expect, test } from '@jest/globals';
import { actionOf, toAuditEntry, withoutSecrets } from './audit-entry';

describe('audit entry rules', () => {
  test('the action is the verb of the event type', () => {
    expect(actionOf('facilities.facility.updated')).toBe('updated');
    expect(actionOf('identity.user.deactivated')).toBe('deactivated');
  });

  test('secret-named fields are dropped, also inside values, whatever their case', () => {
    expect(
      withoutSecrets([
        { field: 'PasswordHash', before: 'a', after: 'b' },
        { field: 'clientSecret', before: null, after: 'x' },
        { field: 'accessToken', before: null, after: 'x' },
        { field: 'profile', before: [{ tokenId: 1, name: 'a' }], after: { nested: { hash: 'h', ok: true } } },
        { field: 'name', before: 'A', after: undefined },
      ]),
    ).toEqual([
      { field: 'profile', before: [{ name: 'a' }], after: { nested: { ok: true } } },
      { field: 'name', before: 'A', after: null },
    ]);
  });

  test('an event without changes or actor name gives an entry with none', () => {
    const entry = toAuditEntry({
      id: '0190f000-0000-7000-8000-000000000001',
      type: 'staffing.order.purged',
      version: 1,
      occurredAt: '2026-03-01T12:00:00.000+01:00',
      actor: { userId: null },
      subject: { type: 'order', id: 'o-1' },
      data: {},
    });
    expect(entry).toMatchObject({ action: 'purged', actorId: null, actorName: null, changes: [], correlationId: null, entityType: 'order', entityId: 'o-1' });
    expect((entry.occurredAt as Date).toISOString()).toBe('2026-03-01T11:00:00.000Z');
  });
});
