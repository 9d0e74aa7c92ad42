import { describe, expect, test } from '@jest/globals';
import type { EventEnvelope } from '@cs/contracts';
import { trashChangeOf } from './trash-item';

const event = (type: string, subjectType: string, data: Record<string, unknown> = {}): EventEnvelope => ({
  id: '0190f000-0000-7000-8000-000000000001',
  type,
  version: 1,
  occurredAt: '2026-03-01T12:00:00.000Z',
  actor: { userId: 'u-1', displayName: 'Anna Admin' },
  subject: { type: subjectType, id: 'r-1' },
  data,
});

describe('trash change of an event', () => {
  test('a deletion adds the record under its trash type with label, time and who', () => {
    const change = trashChangeOf(event('staffing.employee.deleted', 'employee', { label: 'Müller, Anna', deletedAt: '2026-03-01T11:59:59.000Z' }));
    expect(change).toMatchObject({
      kind: 'add',
      item: { type: 'employees', id: 'r-1', label: 'Müller, Anna', deletedById: 'u-1', deletedByName: 'Anna Admin' },
    });
    expect(change?.kind === 'add' && change.item.deletedAt).toEqual(new Date('2026-03-01T11:59:59.000Z'));
  });

  test('a deletion without label or time falls back to the subject and the event time', () => {
    const change = trashChangeOf(event('identity.user.deleted', 'user', { deletedAt: 'garbage' }));
    expect(change).toMatchObject({ kind: 'add', item: { type: 'users', label: 'user r-1', deletedAt: new Date('2026-03-01T12:00:00.000Z') } });
  });

  test('a restore or purge removes the record; other events and types change nothing', () => {
    expect(trashChangeOf(event('facilities.contract.restored', 'contract'))).toMatchObject({ kind: 'remove', type: 'contracts', id: 'r-1' });
    expect(trashChangeOf(event('staffing.assignment.purged', 'assignment'))).toMatchObject({ kind: 'remove', type: 'assignments' });
    expect(trashChangeOf(event('facilities.client.purged', 'client'))).toMatchObject({ kind: 'remove', type: 'clients', id: 'r-1' });
    expect(trashChangeOf(event('staffing.order.updated', 'order'))).toBeNull();
    expect(trashChangeOf(event('facilities.facility.deleted', 'facility'))).toBeNull();
  });
});
