/**
 * Trash round trips through the gateway, per trash type: delete → listed in the trash (label, when,
 * by whom) → restore → the same record again (every field; only version and updatedAt move on,
 * in every service) and gone from the trash → delete again → purge → gone for good.
 * The trash list is fed by audit from events, hence `eventually`.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { TrashType } from '@cs/contracts/http/audit';
import { eventually } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { Caller, records, type Json, type Records } from './support/office';

const system = systemForFile('sys_trash');
let admin: Caller;
let make: Records;
let me: { id: string; displayName: string };
let facility: Json;

beforeAll(async () => {
  admin = new Caller(system, (await system.login()).token);
  me = await admin.get('/api/auth/me');
  make = records(admin);
  facility = await make.facility();
  await make.contract(facility.id);
}, 180_000);

interface TrashCase {
  type: TrashType;
  /** The record's live collection route. */
  path: string;
  create(): Promise<Json>;
  /** The display label the trash shows for it. */
  label(record: Json): string;
}

const nameOf = (employee: Json) => `${employee.lastName}, ${employee.firstName}`;
const employees = new Map<string, Json>();
async function employee() {
  const e = await make.employee();
  employees.set(e.id, e);
  return e;
}

const cases: TrashCase[] = [
  { type: 'employees', path: '/api/employees', create: employee, label: nameOf },
  {
    type: 'absences',
    path: '/api/absences',
    create: async () => make.absence((await employee()).id),
    label: (a) => `Urlaub: ${nameOf(employees.get(a.employeeId))}, ${a.startDate} – ${a.endDate}`,
  },
  {
    type: 'orders',
    path: '/api/orders',
    create: () => make.order(facility.id),
    label: (o) => `${facility.name}, ${o.startDate} – ${o.endDate}`,
  },
  {
    type: 'assignments',
    path: '/api/assignments',
    create: async () => {
      const { warnings: _warnings, ...assignment } = await make.assignment(await make.order(facility.id), (await employee()).id);
      return assignment;
    },
    label: (a) => `${nameOf(employees.get(a.employeeId))} – ${facility.name}, ${a.startDate} – ${a.endDate}`,
  },
  {
    type: 'contracts',
    path: '/api/contracts',
    create: () => make.contract(facility.id, { status: 'Draft' }),
    label: (c) => `${c.number} – ${facility.name}`,
  },
  { type: 'clients', path: '/api/clients', create: () => make.client(), label: (c) => `${c.name} ${c.legalForm}` },
  { type: 'users', path: '/api/users', create: () => make.user(), label: (u) => `${u.displayName} <${u.email}>` },
];

async function trashItem(type: TrashType, id: string): Promise<Json | undefined> {
  const list = await admin.get(`/api/trash?type=${type}&pageSize=100`);
  expect(list.items.every((item: Json) => item.type === type)).toBe(true);
  return list.items.find((item: Json) => item.id === id);
}
const withoutBookkeeping = ({ version: _version, updatedAt: _updatedAt, ...fields }: Json) => fields;
const listedInTrash = (type: TrashType, id: string) => eventually(() => trashItem(type, id));
const goneFromTrash = (type: TrashType, id: string) => eventually(async () => (await trashItem(type, id)) === undefined);

describe.each(cases.map((c) => [c.type, c] as const))('trash type %s', (type, c) => {
  test('delete → listed with label, time and deleter → restore brings it back as it was → delete again → purge removes it for good', async () => {
    const created = await c.create();
    const before = await admin.get(`${c.path}/${created.id}`);

    const deleted = await admin.send('delete', `${c.path}/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.send('get', `${c.path}/${created.id}`)).status).toBe(404);
    const item = await listedInTrash(type, created.id);
    expect(item).toEqual({ type, id: created.id, label: c.label(before), deletedAt: expect.any(String), deletedBy: { id: me.id, name: me.displayName } });
    expect(Date.parse(item.deletedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const restored = await admin.send('post', `/api/trash/${type}/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: created.id });
    const { version, updatedAt, ...fields } = await admin.get(`${c.path}/${created.id}`);
    expect(fields).toEqual(withoutBookkeeping(before));
    // one rule in every service: the delete and the restore are edits (docs/events-and-trash.md)
    expect(version).toBe(before.version + 2);
    expect(restored.body.version).toBe(version);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    await goneFromTrash(type, created.id);

    expect((await admin.send('delete', `${c.path}/${created.id}`)).status).toBe(204);
    await listedInTrash(type, created.id);
    const purged = await admin.send('delete', `/api/trash/${type}/${created.id}`);
    expect(purged.status).toBe(204);
    expect((await admin.send('get', `${c.path}/${created.id}`)).status).toBe(404);
    expect((await admin.send('post', `/api/trash/${type}/${created.id}/restore`)).status).toBe(404);
    expect((await admin.send('delete', `/api/trash/${type}/${created.id}`)).status).toBe(404);
    await goneFromTrash(type, created.id);
  });

  test('a live record is neither restorable nor purgeable (404)', async () => {
    const live = await c.create();
    expect((await admin.send('post', `/api/trash/${type}/${live.id}/restore`)).status).toBe(404);
    expect((await admin.send('delete', `/api/trash/${type}/${live.id}`)).status).toBe(404);
    expect((await admin.send('get', `${c.path}/${live.id}`)).status).toBe(200);
  });
});

describe('restoring an assignment runs the conflict checks again', () => {
  test('when an overlapping assignment was made meanwhile, the restore answers 409 with the findings and it stays in the trash', async () => {
    const person = await employee();
    // Shift times: duties overlap in time (orders with only hoursPerDay have duties without times).
    const early = { shiftStart: '06:00', shiftEnd: '12:00', hoursPerDay: null };
    const first = await make.order(facility.id, early);
    const second = await make.order(facility.id, { ...early, startDate: first.startDate, endDate: first.endDate });
    const trashed = await make.assignment(first, person.id);
    expect((await admin.send('delete', `/api/assignments/${trashed.id}`)).status).toBe(204);
    const replacement = await make.assignment(second, person.id);

    const res = await admin.send('post', `/api/trash/assignments/${trashed.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('ASSIGNMENT_CONFLICT');
    expect(res.body.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ check: 'overlap', severity: 'Error', code: 'DUTY_OVERLAP', related: expect.arrayContaining([expect.objectContaining({ type: 'assignment', id: replacement.id })]) })]),
    );
    expect((await admin.send('get', `/api/assignments/${trashed.id}`)).status).toBe(404);
    await listedInTrash('assignments', trashed.id);

    expect((await admin.send('delete', `/api/assignments/${replacement.id}`)).status).toBe(204);
    const retried = await admin.send('post', `/api/trash/assignments/${trashed.id}/restore`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: trashed.id, warnings: expect.any(Array) });
  });
});
