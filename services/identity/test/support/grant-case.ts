/**
 * One row of the "who may grant what" matrix (docs/identity.md; rows in grant-cases-users.ts and
 * grant-cases-roles.ts): a users/roles action × every caller of grant-callers.ts, each with the
 * outcome the rule gives — `ok`, or the 403 `code` — and, for a refusal, a check that nothing changed. Callers not named in `expected` lack the route's permission
 * (403 FORBIDDEN).
 */
import { expect } from '@jest/globals';
import type { Caller, CallerName, Json, Reply, World } from './grant-callers';

export type Outcome = 'ok' | 'FORBIDDEN' | 'PERMISSION_NOT_HELD' | 'OWN_ROLES' | 'ADMINISTRATOR_PROTECTED';

export interface GrantCase {
  name: string;
  expected: Partial<Record<CallerName, Outcome>>;
  prepare(w: World, caller: Caller): Promise<Json>;
  act(w: World, caller: Caller, ctx: Json): Promise<Reply>;
  /** Asserts (as the administrator) that the refused request changed nothing. */
  unchanged(w: World, ctx: Json): Promise<void>;
}

export const outcomeOf = (c: GrantCase, caller: CallerName): Outcome => c.expected[caller] ?? 'FORBIDDEN';

/** Runs one cell of the matrix and asserts its outcome. */
export async function runCell(w: World, c: GrantCase, callerName: CallerName) {
  const caller = w.callers[callerName];
  const ctx = await c.prepare(w, caller);
  const res = await c.act(w, caller, ctx);
  const outcome = outcomeOf(c, callerName);
  if (outcome === 'ok') {
    expect([200, 204]).toContain(res.status);
    return;
  }
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 403, code: outcome });
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  await c.unchanged(w, ctx);
}

/** The user as the administrator sees it now (status and body). */
export const adminGet = (w: World, path: string) => w.client.send('get', path, w.admin);

export async function expectVersion(w: World, path: string, version: number) {
  const res = await adminGet(w, path);
  expect({ status: res.status, version: res.body?.version }).toEqual({ status: 200, version });
}
