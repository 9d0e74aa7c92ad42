import type { IncomingMessage } from 'node:http';
import { isEdgeHeader, type HeaderList } from '../edge/edge-headers';

/** Set by `addForwarded`, so the client's own are not copied as they are. */
const forwardedNames = new Set(['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host']);

const appended = (before: string | string[] | undefined, value: string) => (before ? `${before},${value}` : value);

/** `X-Forwarded-For/-Port/-Proto` appended to the client's, `X-Forwarded-Host` kept or set (what http-proxy's `xfwd` did). */
function addForwarded(req: IncomingMessage, out: string[]) {
  const socket = req.socket;
  const headers = req.headers;
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  const hostPort = /:(\d+)/.exec(headers.host ?? '')?.[1];
  out.push('x-forwarded-for', appended(headers['x-forwarded-for'], socket.remoteAddress ?? ''));
  out.push('x-forwarded-port', appended(headers['x-forwarded-port'], hostPort ?? (encrypted ? '443' : '80')));
  out.push('x-forwarded-proto', appended(headers['x-forwarded-proto'], encrypted ? 'https' : 'http'));
  out.push('x-forwarded-host', String(headers['x-forwarded-host'] || headers.host || ''));
}

/**
 * The headers a request goes to the service with, as one flat list for `http.request` (written as
 * they are, no `setHeader` per header): the client's (identity headers already stripped at the
 * edge), the `X-Forwarded-*` set, `Connection: keep-alive` whatever the client said (the pooled
 * connection to the service stays open), `Host` of the service when the client sent none. A body
 * received at the edge goes with its `Content-Length` (`bodyLength`); any other request but a GET or
 * HEAD without one with `Content-Length: 0`.
 */
export function upstreamHeaders(req: IncomingMessage, bodyLength: number | undefined, serviceHost: string): string[] {
  const headers = req.headers;
  const out: string[] = [];
  // Without a body and without a length (curl -X POST), node's client would send a POST, PUT or DELETE chunked,
  // and a service would see a body without a content type (415): say `Content-Length: 0` instead.
  const framedHere = bodyLength !== undefined || (headers['content-length'] === undefined && req.method !== 'GET' && req.method !== 'HEAD');
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || forwardedNames.has(name)) continue;
    if (framedHere && (name === 'content-length' || name === 'transfer-encoding')) continue;
    if (name === 'connection') out.push(name, 'keep-alive');
    else if (typeof value === 'string') out.push(name, value);
    else for (const each of value) out.push(name, each);
  }
  addForwarded(req, out);
  if (headers.host === undefined) out.push('host', serviceHost);
  if (framedHere) out.push('content-length', String(bodyLength ?? 0));
  return out;
}

/** `Vary` values of both, each once. */
export function mergeVary(ours: string, theirs: string): string {
  return [...new Set(`${ours},${theirs}`.split(',').map((v) => v.trim()).filter(Boolean))].join(', ');
}

/**
 * The response headers the client gets, as one flat list for `writeHead`: the service's (from its
 * `rawHeaders`) except those the edge sets itself (its security, CORS, rate-limit and request-id
 * headers win), then the edge's collected `lists`; one `Vary` with both sides' values. Towards an
 * HTTP/1.0 client no chunked framing, and a `Connection` header matching the client's (what
 * http-proxy's outgoing passes did).
 */
export function clientHeaders(req: IncomingMessage, service: IncomingMessage, lists: readonly HeaderList[], setVary: string | undefined): string[] {
  const raw = service.rawHeaders;
  const http10 = req.httpVersion === '1.0';
  const out: string[] = [];
  let theirVary: string | undefined;
  let connection = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'vary') theirVary = theirVary === undefined ? raw[i + 1] : `${theirVary}, ${raw[i + 1]}`;
    else if (isEdgeHeader(name) || (http10 && (name === 'transfer-encoding' || name === 'connection'))) continue;
    else {
      if (name === 'connection') connection = true;
      out.push(raw[i], raw[i + 1]);
    }
  }
  if (http10) out.push('connection', req.headers.connection || 'close');
  else if (!connection) out.push('connection', req.headers.connection || 'keep-alive');
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
