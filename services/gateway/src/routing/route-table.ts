import { ownedOperations, serviceNames, type OwnedOperation, type ServiceName } from '@cs/contracts/http/index';

/** The services behind the gateway: every service that owns an operation table (contracts' `owners.ts`). */
export const upstreamNames: readonly ServiceName[] = serviceNames;
export type UpstreamName = ServiceName;

const apiRoot = '/api/';
const trashSegment = 'trash';

/** The first segment after `/api/` (`/api/facilities/x` → `facilities`), or `undefined` outside `/api/`. */
function apiSegment(path: string): string | undefined {
  if (!path.startsWith(apiRoot)) return undefined;
  const end = path.indexOf('/', apiRoot.length);
  return end === -1 ? path.slice(apiRoot.length) : path.slice(apiRoot.length, end);
}

/** Literal segments of a contract path (`/api/trash/users/{id}` → `['trash', 'users', '{id}']`). */
function segmentsOf(path: string): string[] {
  if (!path.startsWith(apiRoot)) throw new Error(`Operation path ${path} is not under ${apiRoot}`);
  const segments = path.slice(apiRoot.length).split('/');
  if (segments[0] === '' || segments[0].startsWith('{')) throw new Error(`Operation path ${path} must start with a literal segment`);
  return segments;
}

function claim(map: Map<string, ServiceName>, key: string, owner: ServiceName, what: string) {
  const other = map.get(key);
  if (other && other !== owner) throw new Error(`${what} ${key} is claimed by both ${other} and ${owner}`);
  map.set(key, owner);
}

/**
 * Derived once, at start, from the contracts' owners: each first segment under `/api/` belongs to
 * one service (two owners for one segment refuse to start), except `/api/trash`, which is split —
 * the list is the owner of `/api/trash` itself (audit), restore and purge of `/api/trash/{type}/…`
 * go to the owner of that type's operations.
 */
export function deriveRoutes(operations: readonly OwnedOperation[] = ownedOperations) {
  const bySegment = new Map<string, ServiceName>();
  const byTrashType = new Map<string, ServiceName>();
  for (const { owner, operation } of operations) {
    const [first, second] = segmentsOf(operation.path);
    if (first !== trashSegment) claim(bySegment, first, owner, 'Route prefix /api/');
    else if (second === undefined) claim(bySegment, first, owner, 'The trash list /api/');
    else if (second.startsWith('{')) throw new Error(`Trash path ${operation.path} must name its type`);
    else claim(byTrashType, second, owner, 'Trash type');
  }
  return { bySegment, byTrashType };
}

const { bySegment: ownerBySegment, byTrashType } = deriveRoutes();

/** Trash types and the service that owns (restores and purges) their records. */
export const trashOwners: Readonly<Record<string, UpstreamName>> = Object.freeze(Object.fromEntries(byTrashType));

const ownerOf = (type: string) => byTrashType.get(type);

/**
 * The trash is split: the list comes from audit's index, restore and purge go to the service that
 * owns the record's type. `undefined` for an unknown type.
 */
function resolveTrash(method: string, path: string): UpstreamName | undefined {
  const restore = /^\/api\/trash\/([^/]+)\/[^/]+\/restore$/.exec(path);
  if (restore && method === 'POST') return ownerOf(restore[1]);
  const purge = /^\/api\/trash\/([^/]+)\/[^/]+$/.exec(path);
  if (purge && method === 'DELETE') return ownerOf(purge[1]);
  return ownerBySegment.get(trashSegment);
}

/** `/api/admin/parked-events/{service}[/…]`: each service owns its parked events (libs/contracts/src/http/admin.ts). */
function resolveAdmin(path: string): UpstreamName | undefined {
  const match = /^\/api\/admin\/parked-events\/([^/]+)(?:\/|$)/.exec(path);
  return match && (upstreamNames as readonly string[]).includes(match[1]) ? (match[1] as UpstreamName) : undefined;
}

/** Which service answers `method path` (the path without query string), or `undefined`: 404. */
export function resolveUpstream(method: string, path: string): UpstreamName | undefined {
  const segment = apiSegment(path);
  if (segment === trashSegment) return resolveTrash(method, path);
  if (segment === 'admin') return resolveAdmin(path);
  return segment === undefined ? undefined : ownerBySegment.get(segment);
}
