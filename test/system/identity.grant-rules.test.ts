/**
 * Who may grant what, through the gateway with tokens identity really issued: the four escalations of
 * issue 11 and the matrix of every users/roles action × the built-in roles and narrow custom roles
 * (the same rows as services/identity/test/users.grant-rules.test.ts, from its test/support).
 */
import { beforeAll, describe, test } from '@jest/globals';
import { systemForFile } from './start-system';
import { buildWorld, callerNames, Client, type World } from '../../services/identity/test/support/grant-callers';
import { outcomeOf, runCell } from '../../services/identity/test/support/grant-case';
import { userCases } from '../../services/identity/test/support/grant-cases-users';
import { roleCases } from '../../services/identity/test/support/grant-cases-roles';
import { attacks } from '../../services/identity/test/support/grant-attacks';

const system = systemForFile('sys_grant_rules');
let w: World;

beforeAll(async () => {
  w = await buildWorld(new Client(system.gateway.url), (await system.login()).token);
}, 180_000);

describe('privilege escalation (issue 11), through the gateway', () => {
  test.each(attacks.map((a) => [a.name, a] as const))('%s', async (_name, attack) => attack.run(w));
});

describe.each([...userCases, ...roleCases].map((c) => [c.name, c] as const))('%s, through the gateway', (_name, c) => {
  test.each(callerNames.map((caller) => [caller, outcomeOf(c, caller)] as const))('as %s → %s', async (caller) => runCell(w, c, caller));
});
