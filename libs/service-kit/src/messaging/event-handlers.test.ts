import { z } from 'zod';
import type { EventEnvelope } from '@cs/contracts';
import { filterSubjectOf, on, onAnyEvent, onEach, resolve } from './event-handlers';

const noop = async () => undefined;
const data = z.object({ id: z.string() });
const envelope = (type: string, version = 1, body: Record<string, unknown> = { id: 'a', extra: 1 }): EventEnvelope => ({
  id: '01900000-0000-7000-8000-000000000001',
  type,
  version,
  occurredAt: '2026-01-01T00:00:00Z',
  actor: { userId: null },
  subject: { type: 'x', id: 'a' },
  data: body,
});

describe('the filter subject derived from the registered types', () => {
  test('types of one aggregate share `<context>.<aggregate>.>`', () => {
    expect(filterSubjectOf(onEach(['facilities.contract.created', 'facilities.contract.purged'], on(data, noop)))).toBe('facilities.contract.>');
  });
  test('one type takes every version of it; a catch-all or unrelated types the whole stream', () => {
    expect(filterSubjectOf({ 'a.b.c': on(data, noop) })).toBe('a.b.c.*');
    expect(filterSubjectOf(onAnyEvent(noop))).toBeUndefined();
    expect(filterSubjectOf({ 'a.b.c': on(data, noop), 'x.y.z': on(data, noop) })).toBeUndefined();
  });
});

describe('resolving an envelope', () => {
  const handlers = { 'a.b.created': on(data, noop) };
  test('known type and version: applied with unknown fields dropped', () => {
    const result = resolve(handlers, envelope('a.b.created'));
    expect(result.kind === 'apply' && result.event.data).toEqual({ id: 'a' });
  });
  test('an unknown major version or data failing the schema is parked; an unregistered type ignored', () => {
    expect(resolve(handlers, envelope('a.b.created', 2))).toMatchObject({ kind: 'park', reason: expect.stringContaining('unknown major version 2') });
    expect(resolve(handlers, envelope('a.b.created', 1, { id: 3 }))).toMatchObject({ kind: 'park' });
    expect(resolve(handlers, envelope('a.b.deleted'))).toEqual({ kind: 'ignore' });
  });
  test('the catch-all takes every type and version', () => {
    expect(resolve(onAnyEvent(noop), envelope('q.r.s', 7)).kind).toBe('apply');
  });
});
