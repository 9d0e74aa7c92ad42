/**
 * A caller of the whole system through the gateway (one access token), and the records the system
 * tests need, each made through the real routes: facilities (waited for in staffing's directory),
 * Active contracts, employees with a qualification, orders, assignments, absences, distances, roles,
 * users (waited for identity's employee replica when linked).
 */
import { randomUUID } from 'node:crypto';
import { call, eventually } from '@cs/service-kit/testing/index';
import type { System } from '../start-system';

export type Reply = Awaited<ReturnType<typeof call>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `x-request-id`; becomes the events' correlationId (a fresh one unless given). */
  requestId?: string;
}

let counter = 0;
/** A name no other test record has (per process). */
export const unique = (prefix: string) => `${prefix} ${process.pid}-${++counter}`;
/** A value-list code no other entry has. */
export const uniqueCode = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

export class Caller {
  constructor(
    /** The system behind a gateway: one started by the test, or the one docker-compose runs (test/compose/). */
    readonly system: Pick<System, 'api'>,
    readonly token: string,
  ) {}

  async send(method: string, path: string, options: SendOptions = {}): Promise<Reply & { requestId: string }> {
    const requestId = options.requestId ?? `sys-${randomUUID()}`;
    const res = await call(this.system.api(path), {
      method: method.toUpperCase(),
      token: this.token,
      body: options.body,
      headers: { 'x-request-id': requestId, 'x-requested-with': 'system-test', ...options.headers },
    });
    return { ...res, requestId };
  }

  /** A request that must succeed (2xx); its body. */
  async ok(method: string, path: string, body?: unknown): Promise<Json> {
    const res = await this.send(method, path, { body });
    if (res.status >= 300) throw new Error(`${method.toUpperCase()} ${path} → ${res.status} ${res.text}`);
    return res.body;
  }

  get = (path: string) => this.ok('get', path);
  post = (path: string, body: unknown) => this.ok('post', path, body);
  put = (path: string, body: unknown) => this.ok('put', path, body);
  delete = (path: string) => this.ok('delete', path);
}

/** The first Monday of a far-future week, distinct per call, so orders never collide in time. */
let week = 0;
export function nextWeek(): { monday: string; friday: string } {
  const start = Date.UTC(2031, 0, 6) + 7 * 86_400_000 * week++;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(0), friday: day(4) };
}

export const QUALIFICATION = 'pflegefachkraft';

export function records(office: Caller) {
  const { post } = office;
  return {
    /** A facility staffing's directory already knows (orders and distances can name it). */
    async facility(fields: Record<string, unknown> = {}) {
      const facility = await post('/api/facilities', { name: unique('Haus Sonne'), city: 'Berlin', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3, ...fields });
      await eventually(async () => {
        const found = await office.get(`/api/me/facility-directory?search=${encodeURIComponent(facility.name)}`);
        return found.totalCount === 1;
      });
      return facility;
    },
    client: (fields: Record<string, unknown> = {}) => post('/api/clients', { name: unique('Pflege Träger'), legalForm: 'gGmbH', city: 'Berlin', ...fields }),
    contract: (facilityId: string, fields: Record<string, unknown> = {}) =>
      post('/api/contracts', { facilityId, number: uniqueCode('V'), validFrom: '2020-01-01', validTo: null, status: 'Active', ...fields }),
    employee: (fields: Record<string, unknown> = {}) =>
      post('/api/employees', { firstName: unique('Anna'), lastName: 'Müller', entryDate: '2020-01-01', qualifications: [QUALIFICATION], weeklyHours: 40, ...fields }),
    order(facilityId: string, fields: Record<string, unknown> = {}) {
      const { monday, friday } = nextWeek();
      return post('/api/orders', { facilityId, requiredQualification: QUALIFICATION, startDate: monday, endDate: friday, hoursPerDay: 8, headcount: 2, ...fields });
    },
    assignment: (order: Json, employeeId: string, fields: Record<string, unknown> = {}) =>
      post('/api/assignments', { orderId: order.id, employeeId, startDate: order.startDate, endDate: order.endDate, ...fields }),
    absence(employeeId: string, fields: Record<string, unknown> = {}) {
      const { monday, friday } = nextWeek();
      return post('/api/absences', { employeeId, type: 'vacation', startDate: monday, endDate: friday, ...fields });
    },
    distance: (employeeId: string, facilityId: string, km = 12.5) => post('/api/employee-distances', { employeeId, facilityId, km }),
    valueListEntry: (code = uniqueCode('zusatz')) => post('/api/value-lists/qualifications/entries', { code, label: `Zusatz ${code}`, rank: 1 }),
    role: (permissions: unknown[] = []) => post('/api/roles', { name: unique('Rolle'), description: 'for a system test', permissions }),
    /** A user; when linked to an employee or a facility, identity's replica must know it first. */
    async user(fields: { password?: string; roleIds?: string[]; employeeId?: string | null; facilityId?: string | null; email?: string } = {}) {
      const body = { email: `${uniqueCode('user')}@example.com`, displayName: unique('Nutzer'), roleIds: [], password: 'a-long-user-password', ...fields };
      return eventually(async () => {
        const res = await office.send('post', '/api/users', { body });
        if (res.status === 200) return res.body as Json;
        if (res.status === 400 && (body.employeeId || body.facilityId)) return null;
        throw new Error(`POST /api/users → ${res.status} ${res.text}`);
      });
    },
  };
}

export type Records = ReturnType<typeof records>;

/** A role identity seeds (`builtIn`: `employee` for self-service, `facility` for the facility portal, …). */
export async function builtInRole(office: Caller, builtIn: string): Promise<Json> {
  const roles = await office.get('/api/roles?pageSize=100');
  const role = roles.items.find((r: Json) => r.builtIn === builtIn);
  if (!role) throw new Error(`identity has no built-in ${builtIn} role`);
  return role;
}

/** The role identity seeds for employees' self-service (`builtIn: 'employee'`). */
export const selfServiceRole = (office: Caller): Promise<Json> => builtInRole(office, 'employee');
