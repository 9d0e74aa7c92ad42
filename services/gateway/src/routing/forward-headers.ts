import type { IncomingMessage, ServerResponse } from 'node:http';
import { util } from 'undici';
import { isEdgeHeader, type HeaderList } from '../edge/edge-headers';
import { clientAddress } from '../edge/request-context';

/** Set by `addForwarded`, so the client's own are not copied as they are. */
const forwardedNames = new Set(['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host']);

const appended = (before: string | string[] | undefined, value: string) => (before ? `${before},${value}` : value);

let lastHost: string | undefined;
let lastHostPort: string | undefined;

/** The port a `Host` header names, if any; the last answer kept (a gateway sees one or a few hosts, so no match is allocated per request). */
function portOf(host: string | undefined): string | undefined {
  if (host === lastHost) return lastHostPort;
  lastHostPort = /:(\d+)/.exec(host ?? '')?.[1];
  lastHost = host;
  return lastHostPort;
}

/**
 * `X-Forwarded-For` is the one client address the gateway worked out (`TRUST_PROXY_HOPS` applied:
 * the same address its limits use), not the chain it received: the gateway is the services' one
 * trust boundary, so a service trusting the gateway alone reads the real client whatever stands in
 * front of the gateway, and an address a client made up never gets past it. `X-Forwarded-Port/-Proto`
 * appended to what came before, `X-Forwarded-Host` kept or set (what http-proxy's `xfwd` did).
 */
function addForwarded(req: IncomingMessage, out: string[], trustProxyHops: number) {
  const socket = req.socket;
  const headers = req.headers;
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  const hostPort = portOf(headers.host);
  out.push('x-forwarded-for', clientAddress(req, trustProxyHops));
  out.push('x-forwarded-port', appended(headers['x-forwarded-port'], hostPort ?? (encrypted ? '443' : '80')));
  out.push('x-forwarded-proto', appended(headers['x-forwarded-proto'], encrypted ? 'https' : 'http'));
  out.push('x-forwarded-host', String(headers['x-forwarded-host'] || headers.host || ''));
}

/**
 * Hop-by-hop headers: they describe one connection, not the request or response, and are never
 * relayed either way (RFC 9110 §7.6.1). The connection to the service is undici's (kept alive,
 * its own framing); the client's is node's. `Expect` too: the body was received at the edge.
 */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);

/**
 * The headers a request goes to the service with, as one flat list for undici (written as they
 * are): the client's (identity headers already stripped at the edge) minus the hop-by-hop ones,
 * and the `X-Forwarded-*` set. No framing header: undici frames the body received at the edge with
 * its `Content-Length`, sends a POST, PUT or PATCH without one with `Content-Length: 0`, and any
 * other request without a body with neither length nor chunked framing (a body-less request);
 * `Host` stays the client's, or the service's when the client sent none. `traceparent` is already
 * the gateway's span's (the edge replaced the client's on the request: edge/request-log.ts), so the
 * service's span becomes its child; `tracestate` goes on only with a valid client `traceparent`.
 */
export function upstreamHeaders(req: IncomingMessage, trustProxyHops: number): string[] {
  const headers = req.headers;
  const out: string[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || forwardedNames.has(name) || hopByHop.has(name) || name === 'content-length') continue;
    if (typeof value === 'string') out.push(name, value);
    else for (const each of value) out.push(name, each);
  }
  addForwarded(req, out, trustProxyHops);
  return out;
}

/** Merged `Vary` values by ours, then theirs: a handful of pairs in practice (bounded all the same). */
const mergedVary = new Map<string, Map<string, string>>();
const MERGED_VARY_PAIRS = 256;
let mergedVaryPairs = 0;

/** `Vary` values of both, each once; worked out once per pair of values (every proxied response has both). */
export function mergeVary(ours: string, theirs: string): string {
  let byTheirs = mergedVary.get(ours);
  const known = byTheirs?.get(theirs);
  if (known !== undefined) return known;
  const merged = [...new Set(`${ours},${theirs}`.split(',').map((v) => v.trim()).filter(Boolean))].join(', ');
  if (mergedVaryPairs < MERGED_VARY_PAIRS) {
    if (byTheirs === undefined) mergedVary.set(ours, (byTheirs = new Map()));
    byTheirs.set(theirs, merged);
    mergedVaryPairs++;
  }
  return merged;
}

/**
 * The response headers the client gets, as one flat list for `writeHead`: the service's (`raw`:
 * name, value, … as undici hands them over, names made lower-case strings, values latin1 strings,
 * in the same pass) except the hop-by-hop ones and those the edge sets itself
 * (its security, CORS, rate-limit and request-id headers win), then the edge's collected `lists`;
 * one `Vary` with both sides' values. node frames the body for the client (chunked unless the
 * service sent a `Content-Length`; never towards an HTTP/1.0 client), with the `Connection` header
 * node chose for the client's connection (its request's, or `close` while the gateway drains).
 */
export function clientHeaders(res: ServerResponse, raw: readonly Buffer[], lists: readonly HeaderList[], setVary: string | undefined): string[] {
  const out: string[] = [];
  let theirVary: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = util.headerNameToString(raw[i]);
    if (name === 'vary') theirVary = theirVary === undefined ? raw[i + 1].toString('latin1') : `${theirVary}, ${raw[i + 1].toString('latin1')}`;
    else if (!isEdgeHeader(name) && !hopByHop.has(name)) out.push(name, raw[i + 1].toString('latin1'));
  }
  // Node's own decision (the client's Connection header and HTTP version; false while draining).
  out.push('connection', res.shouldKeepAlive ? 'keep-alive' : 'close');
  let vary = setVary;
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 2) {
      if (list[i] === 'vary') vary = list[i + 1];
      else out.push(list[i], list[i + 1]);
    }
  }
  if (vary !== undefined || theirVary !== undefined) out.push('vary', vary === undefined ? theirVary! : theirVary === undefined ? vary : mergeVary(vary, theirVary));
  return out;
}
