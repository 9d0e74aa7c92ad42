/**
 * The callers of the "who may grant what" matrix: one user per permission set — the built-in roles
 * and narrow custom roles — made by the administrator through the HTTP API of `baseUrl` (identity
 * itself or the gateway), each logged in.
 */
import { actions, type PermissionGrant } from '@cs/contracts';
import { call } from '@cs/service-kit/testing/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type Reply = Awaited<ReturnType<typeof call>>;

const all = [...actions];
const grant = (module: PermissionGrant['module'], granted: PermissionGrant['actions'], scope: PermissionGrant['scope'] = 'All'): PermissionGrant => ({ module, actions: granted, scope });
/** What the built-in self-service role grants (all at Own). */
export const employeeGrants: PermissionGrant[] = [
  grant('distances', all, 'Own'),
  grant('availability', ['read', 'update'], 'Own'),
  grant('timesheets', ['read', 'update'], 'Own'),
  ...(['employees', 'assignments', 'absences'] as const).map((m) => grant(m, ['read'], 'Own')),
];

/** Built-in roles by their `builtIn` key; custom roles by their grants. */
export const callerRoles = {
  admin: 'administrator',
  planner: 'planner',
  employee: 'employee',
  usersUpdate: [grant('users', ['update'])],
  usersCreate: [grant('users', ['create'])],
  rolesUpdate: [grant('roles', ['update'])],
  usersAll: [grant('users', all), grant('trash', ['read', 'update'])],
  ownScoped: [grant('users', all), grant('roles', all), grant('trash', ['read', 'update']), ...employeeGrants],
} as const satisfies Record<string, string | PermissionGrant[]>;
export type CallerName = keyof typeof callerRoles;
export const callerNames = Object.keys(callerRoles) as CallerName[];

export interface Caller {
  id: string;
  email: string;
  displayName: string;
  roleId: string;
  token: string;
}

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;
export const PASSWORD = 'grant-matrix-password';

/** A client of one base URL: requests with a token, and login. */
export class Client {
  constructor(readonly baseUrl: string) {}

  send(method: string, path: string, token: string, body?: unknown): Promise<Reply> {
    return call(`${this.baseUrl}${path}`, { method: method.toUpperCase(), token, body, headers: { 'x-requested-with': 'grant-matrix' } });
  }

  async ok(method: string, path: string, token: string, body?: unknown): Promise<Json> {
    const res = await this.send(method, path, token, body);
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path} → ${res.status} ${res.text}`);
    return res.body;
  }

  async login(email: string, password: string): Promise<string> {
    const res = await call(`${this.baseUrl}/api/auth/login`, { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
    return res.body.accessToken;
  }
}

/** Everything a case needs: the client, the administrator's token, the built-in role ids, the callers. */
export interface World {
  client: Client;
  admin: string;
  builtIn: Record<'administrator' | 'planner' | 'employee', string>;
  callers: Record<CallerName, Caller>;
  /** A new user made by the administrator. */
  user(roleIds: string[]): Promise<Json>;
  /** A new role made by the administrator. */
  role(permissions: PermissionGrant[]): Promise<Json>;
}

export async function buildWorld(client: Client, adminToken: string): Promise<World> {
  const roles = (await client.ok('get', '/api/roles?pageSize=100', adminToken)).items as Json[];
  const builtIn = Object.fromEntries(roles.filter((r) => r.builtIn).map((r) => [r.builtIn, r.id])) as World['builtIn'];
  const world: World = {
    client,
    admin: adminToken,
    builtIn,
    callers: {} as World['callers'],
    user: (roleIds) =>
      client.ok('post', '/api/users', adminToken, { email: `${uniqueName('target')}@example.org`, displayName: uniqueName('Target'), password: PASSWORD, roleIds }),
    role: (permissions) => client.ok('post', '/api/roles', adminToken, { name: uniqueName('Rolle'), permissions }),
  };
  for (const name of callerNames) {
    const spec = callerRoles[name];
    const roleId = typeof spec === 'string' ? builtIn[spec as keyof World['builtIn']] : (await world.role([...spec])).id;
    const user = await world.user([roleId]);
    world.callers[name] = { id: user.id, email: user.email, displayName: user.displayName, roleId, token: await client.login(user.email, PASSWORD) };
  }
  return world;
}
