/**
 * Read, change, save — generated from the route tables: for every update operation, a record is
 * made, read with the `GET` at the update's path, one editable field changed and the whole object
 * sent back. It must be accepted (the read-only fields `id`, `version`, `createdAt`, … unchanged)
 * and exactly that change persisted; a changed read-only field is refused with 400 naming it and
 * changes nothing. An update operation without a recipe here fails the suite, so a new resource
 * (or a new field) cannot break read-change-save unnoticed.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { readModifyWrite, type Operation } from '@cs/contracts';
import { allApis } from '@cs/contracts/http/index';
import { systemForFile } from './start-system';
import type { Caller, Json, Records } from './support/office';
import type { SampleContext } from './support/audit-sample';
import { sampleContext } from './support/sample-context';
import { pastTimesheet } from './support/timesheet-samples';

interface Made {
  /** The path parameters of the record (`{id}`, `{key}`/`{code}`, none for a singleton). */
  params: Record<string, string>;
  /** One editable field and its new value. */
  change: Record<string, unknown>;
  /** Who reads and saves it; the administrator unless said. */
  as?: Caller;
}
interface Ctx {
  admin: Caller;
  make: Records;
  /** A facility with an open-ended Active contract (assignments are covered). */
  facility: Json;
  /** A caller with the self-service role, linked to an employee. */
  self: Caller;
  /** The whole sample context (timesheets are made from it). */
  sample: SampleContext;
}

/** How to make a record of each updatable resource, and which field to change: the one per-resource table. */
const recipes: Record<string, (ctx: Ctx) => Promise<Made>> = {
  updateFacility: async ({ make }) => {
    const surcharges = { nightSurchargePercent: 25, nightWindowStart: '22:00', qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 48.5 }] };
    return { params: { id: (await make.facility({ postalCode: '80331', billingRate: 41.5, ...surcharges })).id }, change: { billingRate: 44.25, sundaySurchargePercent: 50 } };
  },
  updateClient: async ({ make }) => ({ params: { id: (await make.client()).id }, change: { notes: 'drei Häuser' } }),
  updateContract: async ({ make, facility }) => ({ params: { id: (await make.contract(facility.id, { status: 'Draft' })).id }, change: { notes: 'neu verhandelt' } }),
  updateRole: async ({ make }) => ({ params: { id: (await make.role()).id }, change: { description: 'geändert' } }),
  updateUser: async ({ make }) => ({ params: { id: (await make.user()).id }, change: { displayName: 'Umbenannt' } }),
  updateEmployee: async ({ make }) => ({ params: { id: (await make.employee()).id }, change: { weeklyHours: 30, personnelNumber: '31' } }),
  updateAbsence: async ({ make }) => ({ params: { id: (await make.absence((await make.employee()).id)).id }, change: { note: 'Kur' } }),
  updateOrder: async ({ make, facility }) => ({ params: { id: (await make.order(facility.id)).id }, change: { notes: 'bitte pünktlich' } }),
  updateAssignment: async ({ make, facility }) => {
    const [person, order] = await Promise.all([make.employee(), make.order(facility.id)]);
    return { params: { id: (await make.assignment(order, person.id)).id }, change: { note: 'Frühdienst' } };
  },
  updateAssignmentValidationSettings: async () => ({ params: {}, change: { overlap: 'Warning' } }),
  updateInvoiceSeller: async () => ({ params: {}, change: { paymentTermsDays: 21 } }),
  updatePayrollSettings: async () => ({ params: {}, change: { nightStart: '22:30' } }),
  updateValueListEntry: async ({ make }) => ({ params: { key: 'qualifications', code: (await make.valueListEntry()).code }, change: { label: 'Umbenannt' } }),
  updateDistance: async ({ make, facility }) => ({ params: { id: (await make.distance((await make.employee()).id, facility.id)).id }, change: { km: 31.5 } }),
  setEmployeeAvailability: async ({ admin, make }) => {
    const { id } = await make.employee();
    await admin.put(`/api/employees/${id}/availability`, { days: [{ date: daysAhead(1), status: 'available' }, { date: daysAhead(2), status: 'unavailable', note: 'Kurs' }] });
    // The days as read, one of them changed (a PUT sets the days it names; the read names them all).
    const days = [
      { date: daysAhead(1), status: 'preferNot', shifts: ['early'], note: null },
      { date: daysAhead(2), status: 'unavailable', shifts: [], note: 'Kurs' },
    ];
    return { params: { id }, change: { days } };
  },
  setMyAvailability: async ({ self }) => {
    await self.put('/api/me/availability', { days: [{ date: daysAhead(3), status: 'available', shifts: ['late'] }] });
    return { params: {}, change: { days: [{ date: daysAhead(3), status: 'unavailable', shifts: [], note: 'Urlaub' }] }, as: self };
  },
  updateLendingHistoryPeriod: async ({ admin, make, facility }) => {
    const { id } = await make.employee();
    const p = await admin.post(`/api/employees/${id}/lending-history`, { clientId: facility.id, from: '2024-01-01', to: '2024-03-31', source: 'otherAgency' });
    return { params: { id, periodId: p.id }, change: { note: 'Zeitarbeit Nord GmbH' } };
  },
  // The rows as read, one comment changed (a PUT sets the rows it names; the read names them all).
  updateTimesheet: async ({ sample }) => {
    const sheet = await pastTimesheet(sample, 7);
    return { params: { id: sheet.id }, change: { rows: sheet.rows.map((r: Json, i: number) => (i === 0 ? { ...r, comment: 'Übergabe' } : r)) } };
  },
  updateMyTimesheet: async ({ sample, self }) => {
    const sheet = await pastTimesheet(sample, 8, sample.selfService.employeeId);
    return { params: { id: sheet.id }, change: { rows: sheet.rows.map((r: Json, i: number) => (i === 0 ? { ...r, comment: 'Übergabe' } : r)) }, as: self };
  },
  updateMyDistance: async ({ make, self }) => {
    const distance = await self.post('/api/me/distances', { facilityId: (await make.facility()).id, km: 3 });
    return { params: { id: distance.id }, change: { km: 3.5 }, as: self };
  },
};

const updates = Object.values(allApis).flatMap((api) =>
  Object.keys(api).flatMap((name) => {
    const rmw = readModifyWrite(api, name);
    return rmw ? [{ name, op: api[name], read: api[rmw.read], readOnly: rmw.readOnly }] : [];
  }),
);

const system = systemForFile('sys_read_change_save');
let ctx: Ctx;

beforeAll(async () => {
  const { ctx: sample } = await sampleContext(system);
  ctx = { admin: sample.admin, make: sample.make, facility: sample.facility, self: sample.selfService.caller, sample };
}, 180_000);

const fill = (op: Operation, params: Record<string, string>) => op.path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(params[key]));

/** A value of the same kind that differs from `value`. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value}x`;
  if (Array.isArray(value)) return [...value, value[0] ?? 'x'];
  if (value === null) return 'x';
  return { ...(value as object), changed: true };
}

/** Today + n days (UTC date: the availability window's margin of a day either way covers the zone). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The record as read, without what every save changes: its version and stamps, at any depth (an availability's days). */
const stamps = new Set(['version', 'updatedAt', 'updatedBy']);
function withoutStamps(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutStamps);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !stamps.has(key)).map(([key, v]) => [key, withoutStamps(v)]));
}

describe('the route tables', () => {
  test('every update operation has a recipe here, and every recipe an update operation', () => {
    const names = updates.map((u) => u.name);
    expect(names.filter((name) => !(name in recipes))).toEqual([]);
    expect(Object.keys(recipes).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe.each(updates.map((u) => [`${u.op.method.toUpperCase()} ${u.op.path} (${u.name})`, u] as const))('%s', (_title, { name, op, read, readOnly }) => {
  let as: Caller;
  let path: string;
  let change: Record<string, unknown>;
  let before: Json;

  beforeAll(async () => {
    const made = await recipes[name](ctx);
    as = made.as ?? ctx.admin;
    path = fill(op, made.params);
    change = made.change;
    before = await as.get(fill(read, made.params));
  });

  test('the record as read, with one field changed, is accepted and exactly that change persisted', async () => {
    const saved = await as.send(op.method, path, { body: { ...before, ...change } });
    expect({ status: saved.status, body: saved.body }).toMatchObject({ status: 200, body: change });
    const after = await as.get(path);
    expect(withoutStamps(after)).toEqual({ ...withoutStamps(before), ...change });
    if ('version' in before) expect(after.version).toBe(before.version + 1);
    before = after;
  });

  test('sent again unchanged with If-Match, it is accepted', async () => {
    const headers = 'version' in before ? { 'if-match': `"${before.version}"` } : undefined;
    const saved = await as.send(op.method, path, { body: before, headers });
    expect(saved.status).toBe(200);
    before = await as.get(path);
  });

  test.each(readOnly.filter((field) => field !== 'version').map((field) => [field]))('a changed %s → 400 naming it, nothing changed', async (field) => {
    const refused = await as.send(op.method, path, { body: { ...before, ...change, [field]: changed(before[field]) } });
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 400, errors: { [field]: [expect.stringContaining('read-only')] } });
    expect(await as.get(path)).toEqual(before);
  });

  test('a version other than If-Match → 400 naming version; a stale version alone → 412; nothing changed', async () => {
    // A record without a version (an employee's availability: its days carry their own stamps) takes no If-Match.
    if (!('version' in before)) return expect(op.ifMatch ?? false).toBe(false);
    const body = { ...before, ...change };
    const mismatch = await as.send(op.method, path, { body: { ...body, version: before.version + 1 }, headers: { 'if-match': `"${before.version}"` } });
    expect({ status: mismatch.status, errors: mismatch.body.errors }).toEqual({ status: 400, errors: { version: [expect.any(String)] } });
    const stale = await as.send(op.method, path, { body: { ...body, version: before.version - 1 } });
    expect({ status: stale.status, code: stale.body.code }).toEqual({ status: 412, code: 'VERSION_MISMATCH' });
    expect(await as.get(path)).toEqual(before);
  });

  test('a field that is neither editable nor read-only is still refused (400 naming it)', async () => {
    const refused = await as.send(op.method, path, { body: { ...before, noSuchField: 1 } });
    expect({ status: refused.status, errors: Object.keys(refused.body.errors ?? {}) }).toEqual({ status: 400, errors: ['noSuchField'] });
    const proto = await fetch(system.api(path), {
      method: op.method.toUpperCase(),
      headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
      body: `${JSON.stringify(before).slice(0, -1)},"__proto__":{"admin":true},"constructor":1}`,
    });
    expect({ status: proto.status, errors: Object.keys(((await proto.json()) as Json).errors ?? {}).sort() }).toEqual({ status: 400, errors: ['__proto__', 'constructor'] });
    expect(await as.get(path)).toEqual(before);
  });
});
