import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventCatalog } from '../src/events/catalog';
import { breakingChanges, snapshotOf } from '../src/events/compatibility';

/**
 * Each event type's data schema against the checked-in snapshot (docs/events-and-trash.md,
 * "Schema versions"). A removed or retyped field fails unless the type's version was raised;
 * any other difference fails until the snapshot is rewritten: `UPDATE_EVENT_SNAPSHOT=1 npm test -- --testPathPatterns event-schemas`.
 */
const file = fileURLToPath(new URL('../src/events/event-schemas.snapshot.json', import.meta.url));
type Entry = { version: number; schema: ReturnType<typeof snapshotOf> };
const current: Record<string, Entry> = Object.fromEntries(
  Object.entries(eventCatalog)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, { version, data }]) => [type, { version, schema: snapshotOf(data) }]),
);
if (process.env.UPDATE_EVENT_SNAPSHOT === '1') writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
const snapshot: Record<string, Entry> = JSON.parse(readFileSync(file, 'utf8'));

describe('event schemas against the snapshot', () => {
  test.each(Object.keys(current))('%s changes only compatibly within its version', (type) => {
    const before = snapshot[type];
    expect(before).toBeDefined();
    const now = current[type];
    expect(now.version).toBeGreaterThanOrEqual(before.version);
    if (now.version === before.version) expect(breakingChanges(before.schema, now.schema)).toEqual([]);
    expect(now).toEqual(before);
  });

  test('no event type disappears from the snapshot without a trace', () => {
    expect(Object.keys(snapshot).filter((type) => !(type in current))).toEqual([]);
  });
});

describe('the compatibility rule', () => {
  const base = { type: 'object', properties: { id: { type: 'string' }, n: { type: 'number' } }, required: ['id', 'n'] };
  test('an added field is compatible', () => {
    expect(breakingChanges(base, { ...base, properties: { ...base.properties, extra: { type: 'string' } } })).toEqual([]);
  });
  test('a removed, retyped or optional-made field is not', () => {
    expect(breakingChanges(base, { ...base, properties: { id: base.properties.id } })).toEqual(['data.n: removed']);
    expect(breakingChanges(base, { ...base, properties: { ...base.properties, n: { type: 'string' } } })).toEqual(['data.n: type "number" became "string"']);
    expect(breakingChanges(base, { ...base, required: ['id'] })).toEqual(['data.n: no longer required']);
  });
  test('a nullable field written as a type list or as anyOf with null is the same field', () => {
    const asList = { ...base, properties: { ...base.properties, on: { type: ['string', 'null'] } } };
    const asAnyOf = { ...base, properties: { ...base.properties, on: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } } };
    expect(breakingChanges(asList, asAnyOf)).toEqual([]);
    expect(breakingChanges(asAnyOf, asList)).toEqual([]);
    const asNumber = { ...base, properties: { ...base.properties, on: { anyOf: [{ type: 'number' }, { type: 'null' }] } } };
    expect(breakingChanges(asList, asNumber)).toEqual(['data.on: type ["string","null"] became ["number","null"]']);
  });
});
