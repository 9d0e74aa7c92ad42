import { ownedOperations, serviceNames, type OwnedOperation, type ServiceName } from '@cs/contracts/http/index';

/** The services behind the gateway: every service that owns an operation table (contracts' `owners.ts`). */
export const upstreamNames: readonly ServiceName[] = serviceNames;
export type UpstreamName = ServiceName;

const apiRoot = '/api/';

/**
 * One literal path segment under `/api/`. `owner` is set when every operation at or below it
 * belongs to one service (the lookup stops there); otherwise the node is split: `exact` answers
 * the node's own path, `rest` paths that continue with a parameter, `children` the literal segments.
 */
interface RouteNode {
  owner?: ServiceName;
  /** The one service with operations whose literal prefix ends here. */
  claimedBy?: ServiceName;
  exact?: ServiceName;
  rest?: ServiceName;
  owners: Set<ServiceName>;
  children: Map<string, RouteNode>;
}

const node = (): RouteNode => ({ owners: new Set(), children: new Map() });

/** The literal segments of a contract path up to its first parameter (`/api/trash/users/{id}` → `['trash', 'users']`). */
function literalPrefix(path: string): string[] {
  if (!path.startsWith(apiRoot)) throw new Error(`Operation path ${path} is not under ${apiRoot}`);
  const segments = path.slice(apiRoot.length).split('/');
  if (segments[0] === '' || segments[0].startsWith('{')) throw new Error(`Operation path ${path} must start with a literal segment`);
  const firstParameter = segments.findIndex((segment) => segment.startsWith('{'));
  return firstParameter === -1 ? segments : segments.slice(0, firstParameter);
}

const segmentCount = (path: string) => path.slice(apiRoot.length).split('/').length;

function settle(current: RouteNode) {
  if (current.owners.size === 1) [current.owner] = current.owners;
  for (const child of current.children.values()) settle(child);
}

/**
 * Derived once, at start, from the contracts' owners: a prefix tree of the operations' literal
 * segments. A request goes down it until it reaches a segment below which one service owns
 * everything (`/api/facilities…` → facilities; `/api/trash/users/…` → identity;
 * `/api/admin/parked-events/staffing…` → staffing). Where services share a segment (`/api/trash`:
 * the list is audit's, restore and purge are the type's owner), the segment's own path belongs to
 * one service; two services claiming one path (or one path followed by parameters) refuse to start.
 */
export function deriveRoutes(operations: readonly OwnedOperation[] = ownedOperations) {
  const root = node();
  for (const { owner, operation } of operations) {
    let current = root;
    const prefix = literalPrefix(operation.path);
    for (const segment of prefix) {
      current.owners.add(owner);
      let next = current.children.get(segment);
      if (!next) current.children.set(segment, (next = node()));
      current = next;
    }
    current.owners.add(owner);
    if (current.claimedBy && current.claimedBy !== owner) throw new Error(`Route /api/${prefix.join('/')} is claimed by both ${current.claimedBy} and ${owner}`);
    current.claimedBy = owner;
    if (prefix.length === segmentCount(operation.path)) current.exact = owner;
    else current.rest = owner;
  }
  settle(root);
  return { root, resolve: (path: string) => resolveIn(root, path) };
}

/** Walks `path` (without query string) down the tree: the service that answers it, or `undefined`. */
function resolveIn(root: RouteNode, path: string): UpstreamName | undefined {
  if (!path.startsWith(apiRoot)) return undefined;
  let current = root;
  let start = apiRoot.length;
  while (start <= path.length) {
    const end = path.indexOf('/', start);
    const segment = end === -1 ? path.slice(start) : path.slice(start, end);
    const next = current.children.get(segment);
    if (!next) return current.rest;
    if (next.owner) return next.owner;
    if (end === -1) return next.exact;
    current = next;
    start = end + 1;
  }
  return undefined;
}

const routes = deriveRoutes();

/** Trash types and the service that owns (restores and purges) their records. */
export const trashOwners: Readonly<Record<string, UpstreamName>> = Object.freeze(
  Object.fromEntries(
    [...(routes.root.children.get('trash')?.children ?? new Map<string, RouteNode>())].flatMap(([type, child]) => (child.owner ? [[type, child.owner]] : [])),
  ),
);

/** Which service answers `method path` (the path without query string), or `undefined`: 404. */
export function resolveUpstream(_method: string, path: string): UpstreamName | undefined {
  return routes.resolve(path);
}
