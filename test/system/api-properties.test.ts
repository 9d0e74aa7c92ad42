/**
 * Property-based API test: for every operation of the served OpenAPI document, requests generated
 * from its schemas (fitting ones and hostile variants) go through the gateway of the whole system,
 * and every response must be one the document describes — no 5xx, no undocumented status, media
 * type, header value or body. Bounded: RUNS requests per operation, one fixed seed (printed on
 * failure with the failing request); a failing case is not shrunk (the system keeps state).
 */
import { beforeAll, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { call } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { ResponseChecker } from './support/openapi-responses';
import { requestCases, type RequestCase } from './support/request-cases';

const SEED = Number(process.env.API_PROPERTIES_SEED ?? 20261124);
const RUNS = Number(process.env.API_PROPERTIES_RUNS ?? 12);

const system = systemForFile('api_properties');
let checker: ResponseChecker;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
let token: string;
let adminId: string;
const ids: string[] = [];

beforeAll(async () => {
  ({ token } = await system.login());
  doc = (await call(system.api('/api/openapi.json'))).body;
  checker = new ResponseChecker(doc);
  adminId = (await call(system.api('/api/auth/me'), { token })).body.id;
}, 120_000);

/** Ids of records the run created, so later operations also hit existing records (never the admin's own account). */
function remember(body: unknown) {
  const record = body as { id?: unknown; items?: Array<{ id?: unknown }> } | null;
  const found = [record?.id, ...(Array.isArray(record?.items) ? record.items.map((i) => i?.id) : [])];
  for (const id of found) if (typeof id === 'string' && id !== adminId && !ids.includes(id)) ids.push(id);
  if (ids.length > 200) ids.splice(0, ids.length - 200);
}

async function send(c: RequestCase) {
  const res = await fetch(system.api(c.url), { method: c.method, headers: c.headers, body: c.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

test('every response to generated and hostile requests is one the OpenAPI document describes', async () => {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item as object).map((method) => ({ path, method })));
  const failures: string[] = [];
  const tally = new Map<string, number>();
  for (const [index, { path, method }] of operations.entries()) {
    const cases = requestCases(doc, path, method, () => ids, token);
    const result = await fc.check(
      fc.asyncProperty(cases, async (c) => {
        const res = await send(c);
        tally.set(`${res.status}`, (tally.get(`${res.status}`) ?? 0) + 1);
        if (res.status < 300 && res.text) remember(JSON.parse(res.text));
        const problems = checker.check(path, method, res);
        if (problems.length > 0) throw new Error(`${c.kind} ${c.method} ${c.url}\n  body: ${c.body?.slice(0, 300)}\n  ${problems.join('\n  ')}`);
      }),
      { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
    );
    if (result.failed) failures.push(`${method.toUpperCase()} ${path} (seed ${SEED + index}, path ${result.counterexamplePath}): ${(result.errorInstance as Error)?.message}`);
  }
  // eslint-disable-next-line no-console
  console.info(`api-properties: seed ${SEED}, ${RUNS} runs × ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(tally))}`);
  expect(failures).toEqual([]);
}, 600_000);

test('through the gateway, a known path asked with an undeclared method gets the documented 405 with Allow', async () => {
  const res = await send({ kind: 'fitting', url: '/api/facilities', method: 'PATCH', headers: { authorization: `Bearer ${token}` } });
  expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(checker.checkComponentResponse('MethodNotAllowed', res)).toEqual([]);
});
