import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { auditForFile, envelope, STARTUP_BUDGET_MS } from './support';

const h = auditForFile('audit_names');
const sonne = uuidv7();
const abendrot = uuidv7();
const anna = uuidv7();
const at = (minute: number) => new Date(Date.UTC(2026, 1, 2, 9, minute)).toISOString();
/** A facility recorded before events carried names, then named "Haus Sonne", then renamed; another facility; an employee. */
const events = [
  envelope({ type: 'facilities.facility.created', subject: { type: 'facility', id: sonne }, occurredAt: at(0) }),
  envelope({ type: 'facilities.facility.updated', subject: { type: 'facility', id: sonne, label: 'Haus Sonne' }, occurredAt: at(1) }),
  envelope({ type: 'facilities.facility.updated', subject: { type: 'facility', id: sonne, label: 'Haus Sonnenschein' }, occurredAt: at(2) }),
  envelope({ type: 'facilities.facility.created', subject: { type: 'facility', id: abendrot, label: 'Residenz 100%_Abendrot' }, occurredAt: at(3) }),
  envelope({ type: 'staffing.employee.created', subject: { type: 'employee', id: anna, label: 'Sonneborn, Anna' }, occurredAt: at(4) }),
];
const ids = (res: { body: { items: Array<{ id: string }> } }) => res.body.items.map((e) => e.id);
const byId = new Map(events.map((e) => [e.id, e]));
const newestFirst = (...list: typeof events) => [...list].reverse().map((e) => e.id);

beforeAll(async () => {
  for (const event of events) await h.publish(event);
  await eventually(async () => (await h.get('/api/audit-log?pageSize=1')).body?.totalCount >= events.length);
}, STARTUP_BUDGET_MS);

describe('audit entries name their records', () => {
  test('an entry keeps the name the event gave its subject; one without has null', async () => {
    const res = await h.get('/api/audit-log?pageSize=100');
    const labels = Object.fromEntries(res.body.items.map((e: { id: string; entityLabel: string | null }) => [e.id, e.entityLabel]));
    expect(labels).toEqual(Object.fromEntries(events.map((e) => [e.id, e.subject.label ?? null])));
    expect(byId.size).toBe(5);
  });

  test('search finds the whole history of every record that is or was so named, in any case', async () => {
    expect(ids(await h.get('/api/audit-log?search=sonne&pageSize=100'))).toEqual(newestFirst(...events.slice(0, 3), events[4]));
    // The old name finds the renamed record too, with its entry from before names were recorded.
    expect(ids(await h.get('/api/audit-log?search=HAUS%20SONNE%20&pageSize=100'))).toEqual(newestFirst(...events.slice(0, 3)));
    expect(ids(await h.get('/api/audit-log?search=sonne&entityType=employee'))).toEqual([events[4].id]);
    expect((await h.get('/api/audit-log?search=Nirgendwo')).body).toMatchObject({ items: [], totalCount: 0 });
  });

  test('%, _ and \\ in a search are taken literally', async () => {
    expect(ids(await h.get(`/api/audit-log?search=${encodeURIComponent('100%_A')}`))).toEqual([events[3].id]);
    expect(ids(await h.get(`/api/audit-log?search=${encodeURIComponent('%')}`))).toEqual([events[3].id]);
    expect(ids(await h.get(`/api/audit-log?search=${encodeURIComponent('Haus_Sonne')}`))).toEqual([]);
    expect(ids(await h.get(`/api/audit-log?search=${encodeURIComponent('\\')}`))).toEqual([]);
  });

  test.each([['search='], ['search=%20%20'], [`search=${'x'.repeat(101)}`]])('rejects %s with 400 naming the field', async (query) => {
    const res = await h.get(`/api/audit-log?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(Object.keys(res.body.errors)).toEqual(['query.search']);
  });
});
