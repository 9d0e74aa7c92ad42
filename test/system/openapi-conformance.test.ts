/**
 * The OpenAPI document says what the service does — checked on real traffic. Every operation is
 * called through the gateway of the whole system with a valid request (the audit samples for the
 * mutating ones, a read sample (support/read-samples.ts) for the others), as a client would: the request media types
 * rotate over `application/json`, `text/json` and `application/*+json`, `Accept` over
 * `application/json` and `text/json`. Error answers are recorded too (no token → 401, an unknown
 * record → 404, an unknown body field → 400). Every recorded request and response is then validated against the served
 * `/api/openapi.json` (support/openapi-responses.ts: status, media type, headers, body schema;
 * request presence, media type and schema). An operation without a recorded success fails the
 * suite, so a new operation cannot go unchecked.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Operation } from '@cs/contracts';
import { allOperations, apiOwners } from '@cs/contracts/http/index';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, systemForFile } from './start-system';
import type { SampleBuilder, SampleContext } from './support/audit-sample';
import { facilitiesSamples, identitySamples } from './support/audit-samples-identity-facilities';
import { staffingSamples } from './support/audit-samples-staffing';
import { timesheetSamples } from './support/timesheet-samples';
import { facilityPortalSamples } from './support/facility-portal-samples';
import { invoiceSamples } from './support/invoice-samples';
import { payrollSamples } from './support/payroll-samples';
import { parkedEventSamples } from './support/audit-samples-parked-events';
import { ResponseChecker, type ObservedResponse } from './support/openapi-responses';
import { sampleContext } from './support/sample-context';
import { assignmentOf, readSamples, type Call } from './support/read-samples';

const samples: Record<string, SampleBuilder> = { ...facilitiesSamples, ...identitySamples, ...staffingSamples, ...timesheetSamples, ...facilityPortalSamples, ...invoiceSamples, ...payrollSamples, ...parkedEventSamples };

const REQUEST_TYPES = ['application/json', 'text/json', 'application/vnd.care-staffing+json'];
const ACCEPTS = ['application/json', 'text/json'];

interface Recorded {
  name: string;
  op: Operation;
  what: string;
  request: { contentType?: string; body?: string };
  response: ObservedResponse;
}

const operations = allOperations();
const serviceOf = new Map(Object.entries(apiOwners).flatMap(([service, apis]) => Object.values(apis).flatMap((api) => Object.keys(api).map((name) => [name, service] as const))));
const system = systemForFile('sys_openapi_conformance');
const recorded: Recorded[] = [];
let ctx: SampleContext;
let checker: ResponseChecker;

const fill = (op: Operation, params: Record<string, string> = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    if (!(key in params)) throw new Error(`${op.path}: no value for {${key}}`);
    return encodeURIComponent(params[key]);
  });

/** Sends one request through the gateway and records it with its answer. */
async function record(name: string, op: Operation, what: string, c: Call & { token?: string | null; contentType?: string; accept?: string; rawBody?: string }) {
  const query = c.query ? `?${new URLSearchParams(c.query)}` : '';
  const body = c.rawBody ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
  const token = c.token === undefined ? (c.as ?? ctx.admin).token : c.token;
  const headers: Record<string, string> = {
    'x-request-id': `conformance-${randomUUID()}`,
    'x-requested-with': 'conformance-test',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(c.accept ? { accept: c.accept } : {}),
    ...(body !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
    ...c.headers,
  };
  const res = await fetch(system.api(`${fill(op, c.params)}${query}`), { method: op.method.toUpperCase(), headers, body });
  const entry: Recorded = { name, op, what, request: { contentType: headers['content-type'], body }, response: { status: res.status, headers: res.headers, text: await res.text() } };
  recorded.push(entry);
  return entry;
}

/** Each service's requests take the media types in turn (bodies and answers counted apart). */
const turns = new Map<string, number>();
function variantFor(name: string, op: Operation) {
  const turn = (key: string) => {
    const n = turns.get(key) ?? 0;
    turns.set(key, n + 1);
    return n;
  };
  const service = serviceOf.get(name) ?? '';
  return { contentType: op.body ? REQUEST_TYPES[turn(`${service} body`) % REQUEST_TYPES.length] : undefined, accept: ACCEPTS[turn(service) % ACCEPTS.length] };
}

/** A valid request of an operation: its audit sample, its read recipe, or no input at all (lists). */
async function callOf(name: string): Promise<Call> {
  const sample = samples[name];
  if (!sample) return (readSamples[name] ?? (async () => ({})))(ctx);
  const { params, body, headers, as } = await sample(ctx);
  return { params, body, headers, as: as?.caller };
}

/** Login, refresh and logout with the cookie they pass on. */
async function session() {
  const [login, refresh, logout] = (['login', 'refresh', 'logout'] as const).map((n) => operations.find(([name]) => name === n)![1]);
  const body = { email: ADMIN.email, password: ADMIN.password };
  const started = await record('login', login, 'success', { token: null, body, ...variantFor('login', login) });
  const cookie = (res: ObservedResponse) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const rotated = await record('refresh', refresh, 'success', { token: null, headers: { cookie: cookie(started.response) }, ...variantFor('refresh', refresh) });
  await record('logout', logout, 'success', { token: null, headers: { cookie: cookie(rotated.response) }, ...variantFor('logout', logout) });
}

beforeAll(async () => {
  ({ ctx } = await sampleContext(system));
  checker = new ResponseChecker((await call(system.api('/api/openapi.json'))).body);
  for (const [name, op] of operations) {
    if (name === 'login' || name === 'refresh' || name === 'logout') continue;
    const variant = variantFor(name, op);
    const c = await callOf(name);
    // The refused requests first: the valid one may end the caller's session (a changed password).
    if (op.permission !== 'public') await record(name, op, 'no token', { ...c, token: null, ...variant });
    if (op.body) await record(name, op, 'invalid body', { ...c, body: { noSuchField: 1 }, ...variant });
    if (/\{id\}/.test(op.path) && !op.body) await record(name, op, 'unknown record', { ...c, params: { ...c.params, id: randomUUID() }, ...variant });
    await record(name, op, 'success', { ...c, ...variant });
  }
  await session();
}, 600_000);

const label = (r: Recorded) => `${r.op.method.toUpperCase()} ${r.op.path} (${r.name}, ${r.what}) → ${r.response.status}`;

describe('recorded traffic of every operation', () => {
  test('every operation answered a valid request with success', () => {
    const succeeded = new Set(recorded.filter((r) => r.what === 'success' && r.response.status < 300).map((r) => r.name));
    const failed = recorded.filter((r) => r.what === 'success' && r.response.status >= 300).map((r) => `${label(r)} ${r.response.text.slice(0, 300)}`);
    expect(failed).toEqual([]);
    expect(operations.map(([name]) => name).filter((name) => !succeeded.has(name))).toEqual([]);
  });

  test('every recorded response is one the served document describes', () => {
    const problems = recorded.flatMap((r) => checker.check(r.op.path, r.op.method, r.response).map((p) => `${label(r)}: ${p}`));
    expect(problems).toEqual([]);
  });

  test('every accepted request is one the served document describes', () => {
    const accepted = recorded.filter((r) => r.response.status < 300);
    const problems = accepted.flatMap((r) => checker.checkRequest(r.op.path, r.op.method, r.request).map((p) => `${label(r)}: ${p}`));
    expect(problems).toEqual([]);
  });

  test('error answers were recorded: no token (protected operations), an unknown record (by id), an unknown field (bodies)', () => {
    const statuses = (what: string) => new Set(recorded.filter((r) => r.what === what).map((r) => r.response.status));
    expect([...statuses('no token')]).toEqual([401]);
    expect([...statuses('unknown record')]).toEqual([404]);
    expect([...statuses('invalid body')]).toEqual([400]);
  });

  test('each service answered text/json and accepted text/json and application/*+json bodies', () => {
    const ok = recorded.filter((r) => r.what === 'success' && r.response.status < 300);
    const per = (pick: (r: Recorded) => boolean) => [...new Set(ok.filter(pick).map((r) => serviceOf.get(r.name)))].sort();
    const services = Object.keys(apiOwners).sort();
    const taking = [...new Set(operations.filter(([, op]) => op.body).map(([name]) => serviceOf.get(name)))].sort();
    expect(per((r) => (r.response.headers.get('content-type') ?? '').startsWith('text/json'))).toEqual(services);
    expect(per((r) => r.request.contentType === 'text/json')).toEqual(taking);
    expect(per((r) => (r.request.contentType ?? '').endsWith('+json'))).toEqual(taking);
    expect(taking.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the assignment restore takes no body', () => {
  test.each([
    ['no body at all', {}],
    ['an empty body with a JSON content type', { rawBody: '', contentType: 'application/json' }],
    ['{}', { body: {} }],
  ])('%s → 200, and the document does not require one', async (_title, extra) => {
    const op = operations.find(([name]) => name === 'restoreAssignment')![1];
    const assignment = await assignmentOf(ctx);
    await ctx.admin.delete(`/api/assignments/${assignment.id}`);
    const restored = await record('restoreAssignment', op, 'restore variant', { params: { id: assignment.id }, ...extra });
    expect(restored.response.status).toBe(200);
    expect(checker.checkRequest(op.path, op.method, restored.request)).toEqual([]);
    expect(checker.check(op.path, op.method, restored.response)).toEqual([]);
  });
});
