/**
 * Bad input is a 400 problem+json on every operation, generated from the operation tables: body
 * keys named like `Object.prototype` members (top level and nested), NUL in every text field,
 * query parameter and path parameter, and the paging boundary (`page` ≤ MAX_PAGE) on every list.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DATE_RANGE_MESSAGE, MAX_PAGE, NUL_FREE_MESSAGE, type Operation } from '@cs/contracts';
import { allOperations } from '@cs/contracts/http/index';
import { call } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { concretePath, dateFields, hasBody, label, nestedBody, shapeOf, stringFields } from './support/operation-inputs';

const system = systemForFile('sys_badinput');
let token: string;

beforeAll(async () => {
  token = (await system.login()).token;
}, 180_000);

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function send(op: Operation, path: string, rawBody?: string) {
  return call(system.api(path), {
    method: op.method.toUpperCase(),
    token: op.permission === 'public' ? undefined : token,
    rawBody,
    headers: { 'x-requested-with': 'bad-input', ...(rawBody !== undefined ? { 'content-type': 'application/json' } : {}), 'if-match': '*' },
  });
}

function expectValidationProblem(res: Awaited<ReturnType<typeof call>>) {
  expect({ status: res.status, text: res.text }).toEqual({ status: 400, text: expect.any(String) });
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body.code).toBe('VALIDATION_FAILED');
}

const withBody = allOperations().filter(([, op]) => hasBody(op));
const withQuery = allOperations().filter(([, op]) => Object.keys(shapeOf(op.query)).length > 0);
const withParams = allOperations().filter(([, op]) => op.path.includes('{'));
/** Lists of the whole collection; a list under one record (an order's candidates) tests its paging with that record. */
const lists = allOperations().filter(([, op]) => 'page' in shapeOf(op.query) && !op.path.includes('{'));
const cases = (entries: Array<[string, Operation]>) => entries.map((entry) => [label(entry), entry[1]] as const);

test('the tables have operations of every kind', () => {
  expect(withBody.length).toBeGreaterThan(20);
  expect(lists.length).toBeGreaterThan(10);
});

describe('a body key named like an Object.prototype member', () => {
  test.each(cases(withBody))('%s: at the top level → 400 naming the key', async (_label, op) => {
    for (const name of PROTOTYPE_NAMES) {
      const res = await send(op, concretePath(op), `{${JSON.stringify(name)}:1}`);
      expectValidationProblem(res);
      if (op.body && Object.keys(shapeOf(op.body)).length > 0) expect(Object.keys(res.body.errors ?? {})).toContain(name);
    }
  });

  test.each(cases(withBody))('%s: nested → 400', async (_label, op) => {
    for (const name of PROTOTYPE_NAMES) {
      const res = await send(op, concretePath(op), nestedBody(op.body, name, `{${JSON.stringify(name)}:1}`));
      expectValidationProblem(res);
    }
  });
});

describe('a query parameter named like an Object.prototype member', () => {
  test.each(cases(lists))('%s: is ignored like any unknown parameter → 200', async (_label, op) => {
    const res = await send(op, `${concretePath(op)}?${PROTOTYPE_NAMES.map((name) => `${name}=1`).join('&')}`);
    expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: expect.any(String) });
  });
});

describe('NUL (U+0000)', () => {
  test.each(cases(withBody))('%s: in every text field of the body → 400 naming each field', async (_label, op) => {
    const fields = stringFields(op.body);
    const body = Object.fromEntries((fields.length > 0 ? fields : ['text']).map((field) => [field, 'a\u0000b']));
    const res = await send(op, concretePath(op), JSON.stringify(body));
    expectValidationProblem(res);
    for (const field of fields) expect(res.body.errors?.[field]).toEqual([NUL_FREE_MESSAGE]);
  });

  test.each(cases(withQuery))('%s: in every query parameter → 400 naming each', async (_label, op) => {
    const keys = Object.keys(shapeOf(op.query));
    const res = await send(op, `${concretePath(op)}?${keys.map((key) => `${key}=a%00`).join('&')}`);
    expectValidationProblem(res);
    for (const key of keys) expect(res.body.errors?.[`query.${key}`]).toEqual([NUL_FREE_MESSAGE]);
  });

  test.each(cases(withParams))('%s: in the path parameters → 400', async (_label, op) => {
    const res = await send(op, concretePath(op, 'x%00'), hasBody(op) ? '{}' : undefined);
    expectValidationProblem(res);
  });
});

describe('a date outside the years the system handles (PostgreSQL has no year 0; date arithmetic must stay in range)', () => {
  const withDateBody = withBody.filter(([, op]) => dateFields(op.body).length > 0);
  const withDateQuery = allOperations().filter(([, op]) => dateFields(op.query).length > 0);

  test('operations with date fields exist in bodies and queries', () => {
    expect(withDateBody.length).toBeGreaterThan(5);
    expect(withDateQuery.length).toBeGreaterThan(1);
  });

  test.each(cases(withDateBody))('%s: in every date field of the body → 400 naming each field', async (_label, op) => {
    for (const date of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      const fields = dateFields(op.body);
      const res = await send(op, concretePath(op), JSON.stringify(Object.fromEntries(fields.map((field) => [field, date]))));
      expectValidationProblem(res);
      for (const field of fields) expect(res.body.errors?.[field]).toEqual([DATE_RANGE_MESSAGE]);
    }
  });

  test.each(cases(withDateQuery))('%s: in every date query parameter → 400 naming each', async (_label, op) => {
    for (const date of ['0000-01-01', '9999-12-31']) {
      const keys = dateFields(op.query);
      const res = await send(op, `${concretePath(op)}?${keys.map((key) => `${key}=${date}`).join('&')}`);
      expectValidationProblem(res);
      for (const key of keys) expect(res.body.errors?.[`query.${key}`]).toBeDefined();
    }
  });
});

describe(`paging: page ≤ ${MAX_PAGE}`, () => {
  test.each(cases(lists))('%s: the last page → 200, one more → 400', async (_label, op) => {
    const search = 'search' in shapeOf(op.query) ? ['', '&search=ab'] : [''];
    for (const extra of search) {
      const last = await send(op, `${concretePath(op)}?page=${MAX_PAGE}&pageSize=100${extra}`);
      expect({ status: last.status, text: last.text }).toEqual({ status: 200, text: expect.any(String) });
      expect(last.body).toMatchObject({ items: [], page: MAX_PAGE, pageSize: 100 });
      for (const page of [MAX_PAGE + 1, 2147483647]) {
        const res = await send(op, `${concretePath(op)}?page=${page}${extra}`);
        expectValidationProblem(res);
        expect(res.body.errors?.['query.page']).toEqual([`must be at most ${MAX_PAGE}`]);
      }
    }
  });
});
