/** The services behind the gateway. */
export const upstreamNames = ['identity', 'facilities', 'staffing', 'audit'] as const;
export type UpstreamName = (typeof upstreamNames)[number];

/** Path prefixes (whole segments) and the service owning them. */
const prefixes: Array<[string, UpstreamName]> = [
  ['/api/auth', 'identity'],
  ['/api/users', 'identity'],
  ['/api/roles', 'identity'],
  ['/api/facilities', 'facilities'],
  ['/api/contracts', 'facilities'],
  ['/api/employees', 'staffing'],
  ['/api/absences', 'staffing'],
  ['/api/orders', 'staffing'],
  ['/api/assignments', 'staffing'],
  ['/api/settings', 'staffing'],
  ['/api/employee-distances', 'staffing'],
  ['/api/me', 'staffing'],
  ['/api/value-lists', 'staffing'],
  ['/api/audit-log', 'audit'],
];

const apiRoot = '/api/';

/** Each prefix is exactly one segment under `/api/`, so a request's owner is one lookup by that segment. */
const ownerBySegment = new Map(
  prefixes.map(([prefix, owner]) => {
    const segment = prefix.slice(apiRoot.length);
    if (!prefix.startsWith(apiRoot) || !/^[^/]+$/.test(segment)) throw new Error(`Route prefix ${prefix} must be one segment under ${apiRoot}`);
    return [segment, owner] as const;
  }),
);

/** The first segment after `/api/` (`/api/facilities/x` → `facilities`), or `undefined` outside `/api/`. */
function apiSegment(path: string): string | undefined {
  if (!path.startsWith(apiRoot)) return undefined;
  const end = path.indexOf('/', apiRoot.length);
  return end === -1 ? path.slice(apiRoot.length) : path.slice(apiRoot.length, end);
}

/** Trash types and the service that owns (restores and purges) their records. */
export const trashOwners: Record<string, UpstreamName> = {
  employees: 'staffing',
  absences: 'staffing',
  orders: 'staffing',
  assignments: 'staffing',
  contracts: 'facilities',
  users: 'identity',
};

const ownerOf = (type: string) => (Object.hasOwn(trashOwners, type) ? trashOwners[type] : undefined);

/**
 * The trash is split: the list comes from audit's index, restore and purge go to the service that
 * owns the record's type. `undefined` for an unknown type.
 */
function resolveTrash(method: string, path: string): UpstreamName | undefined {
  const restore = /^\/api\/trash\/([^/]+)\/[^/]+\/restore$/.exec(path);
  if (restore && method === 'POST') return ownerOf(restore[1]);
  const purge = /^\/api\/trash\/([^/]+)\/[^/]+$/.exec(path);
  if (purge && method === 'DELETE') return ownerOf(purge[1]);
  return 'audit';
}

/** Which service answers `method path` (the path without query string), or `undefined`: 404. */
export function resolveUpstream(method: string, path: string): UpstreamName | undefined {
  const segment = apiSegment(path);
  if (segment === 'trash') return resolveTrash(method, path);
  return segment === undefined ? undefined : ownerBySegment.get(segment);
}
