import type { ServerResponse } from 'node:http';
import { writeProblem } from '@cs/service-kit';

/** A flat header list — name, value, name, value… — with lower-case names: what `writeHead` takes. */
export type HeaderList = readonly string[];

/** Every header name the edge sets or removes; a service's header of the same name is not relayed. */
const edgeOwned = new Set<string>();

/** Registers `names` as the edge's own (once, at start). */
export function ownHeaderNames(...names: string[]) {
  for (const name of names) edgeOwned.add(name.toLowerCase());
}

/** A list the edge sends, its names registered as the edge's own. */
export function ownHeaders(list: HeaderList): HeaderList {
  for (let i = 0; i < list.length; i += 2) ownHeaderNames(list[i]);
  return list;
}

/** Whether `name` (lower case) is one of the edge's headers: the edge's value wins over a service's. */
export const isEdgeHeader = (name: string) => edgeOwned.has(name);

const collected = Symbol('collectedHeaders');
type Collecting = ServerResponse & { [collected]?: HeaderList[] };

/**
 * Hot path: from now on the edge's headers for `res` are collected (references to lists, most of
 * them fixed at start) and written together with the service's in one `writeHead`, instead of one
 * `setHeader` per header.
 */
export function collectHeaders(res: ServerResponse) {
  (res as Collecting)[collected] = [];
}

/** Adds the edge's headers: collected on the hot path, set at once on any other response (express). */
export function addHeaders(res: ServerResponse, list: HeaderList) {
  const lists = (res as Collecting)[collected];
  if (lists !== undefined) lists.push(list);
  else for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
}

/** Removes headers set before (express path); on the hot path the names are simply the edge's own. */
export function removeHeaders(res: ServerResponse, names: readonly string[]) {
  if ((res as Collecting)[collected] === undefined) for (const name of names) res.removeHeader(name);
}

/** The collected lists, handed over once (to the proxy); `undefined` when nothing was collected. */
export function takeHeaders(res: ServerResponse): HeaderList[] | undefined {
  const lists = (res as Collecting)[collected];
  (res as Collecting)[collected] = undefined;
  return lists;
}

/** Before the edge answers by itself (an error, a preflight): the collected headers become ordinary ones. */
export function settleHeaders(res: ServerResponse) {
  const lists = takeHeaders(res);
  if (lists !== undefined) for (const list of lists) addHeaders(res, list);
}

/** The edge answers with a problem+json (its headers so far included). */
export function answerProblem(res: ServerResponse, status: number, code: string, detail: string, extra?: Record<string, unknown>) {
  settleHeaders(res);
  writeProblem(res, status, code, detail, extra);
}
