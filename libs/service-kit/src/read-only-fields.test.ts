import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { AppError } from './problem-details';
import { assertReadOnlyUnchanged, takeReadOnly, versionToMatch } from './read-only-fields';

const READ_ONLY = ['id', 'version', 'createdAt'];
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, code: error.code, errors: { ...(error.extra.errors as object) } } : error;
  }
  return undefined;
};

describe('takeReadOnly', () => {
  test('splits the read-only fields off; the rest still meets the strict schema, prototype-named keys included', () => {
    const body = JSON.parse('{"id":"a","version":2,"name":"x","__proto__":{"admin":true},"constructor":1}');
    const { editable, sent } = takeReadOnly(body, READ_ONLY);
    expect([...sent]).toEqual([['id', 'a'], ['version', 2]]);
    const parsed = z.strictObject({ name: z.string() }).safeParse(editable);
    expect(parsed.error?.issues.flatMap((i) => ('keys' in i ? i.keys : []))).toEqual(['__proto__', 'constructor']);
  });

  test('a body without read-only fields (or no object at all) is passed on as it is', () => {
    const body = { name: 'x' };
    expect(takeReadOnly(body, READ_ONLY).editable).toBe(body);
    expect(takeReadOnly([1], READ_ONLY)).toEqual({ editable: [1], sent: new Map() });
  });
});

describe('versionToMatch', () => {
  test('the body’s version stands in for a missing If-Match and must equal a given one', () => {
    expect(versionToMatch(new Map(), 3)).toBe(3);
    expect(versionToMatch(new Map([['version', 4]]), undefined)).toBe(4);
    expect(versionToMatch(new Map([['version', 4]]), 4)).toBe(4);
    expect(problemOf(() => versionToMatch(new Map([['version', 5]]), 4))).toEqual({ status: 400, code: 'VALIDATION_FAILED', errors: { version: [expect.any(String)] } });
    expect(problemOf(() => versionToMatch(new Map([['version', '4']]), undefined))).toMatchObject({ status: 400, errors: { version: [expect.any(String)] } });
  });
});

describe('assertReadOnlyUnchanged', () => {
  const current = { id: 'a', version: 2, createdAt: '2026-01-01T00:00:00.000Z', roles: [{ id: 'r', name: 'R' }] };
  const read = async () => current;

  test('equal values (compared as JSON, key order aside) pass; a changed one is named', async () => {
    await expect(assertReadOnlyUnchanged(new Map<string, unknown>([['id', 'a'], ['roles', [{ name: 'R', id: 'r' }]]]), 2, read)).resolves.toBeUndefined();
    await expect(assertReadOnlyUnchanged(new Map<string, unknown>([['id', 'b'], ['createdAt', current.createdAt]]), undefined, read)).rejects.toMatchObject({
      status: 400,
      extra: { errors: { id: [expect.stringContaining('read-only')] } },
    });
  });

  test('a copy of an older version is stale (412), whatever else differs', async () => {
    await expect(assertReadOnlyUnchanged(new Map<string, unknown>([['createdAt', 'other']]), 1, read)).rejects.toMatchObject({ status: 412, code: 'VERSION_MISMATCH' });
  });

  test('only the version sent: the record is not read', async () => {
    await expect(assertReadOnlyUnchanged(new Map([['version', 2]]), 2, () => Promise.reject(new Error('read')))).resolves.toBeUndefined();
  });
});
