import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/** `X-Forwarded-For/-Port/-Proto` appended to the client's, `X-Forwarded-Host` kept or set (what http-proxy's `xfwd` did). */
function addForwarded(req: IncomingMessage, headers: OutgoingHttpHeaders) {
  const socket = req.socket;
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  const hostPort = /:(\d+)/.exec(req.headers.host ?? '')?.[1];
  const values = { for: socket.remoteAddress ?? '', port: hostPort ?? (encrypted ? '443' : '80'), proto: encrypted ? 'https' : 'http' };
  for (const key of ['for', 'port', 'proto'] as const) {
    const name = `x-forwarded-${key}`;
    const before = req.headers[name];
    headers[name] = before ? `${before},${values[key]}` : values[key];
  }
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] || req.headers.host || '';
}

/** Methods sent with `Content-Length: 0` when the client declared none (as http-proxy did). */
const emptyUnlessDeclared = new Set(['DELETE', 'OPTIONS']);

/**
 * The headers a request goes to the service with: the client's (identity headers already stripped
 * at the edge), the `X-Forwarded-*` set, and `Connection: keep-alive` whatever the client said —
 * the pooled connection to the service stays open.
 */
export function upstreamHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers };
  addForwarded(req, headers);
  if (headers.connection !== undefined && headers.connection !== 'keep-alive') headers.connection = 'keep-alive';
  if (emptyUnlessDeclared.has(req.method ?? '') && req.headers['content-length'] === undefined) {
    headers['content-length'] = '0';
    delete headers['transfer-encoding'];
  }
  return headers;
}

/**
 * The service's response headers as the client gets them (what http-proxy's outgoing passes did):
 * no chunked framing towards an HTTP/1.0 client, a `Connection` header matching the client's.
 */
export function relayHeaders(req: IncomingMessage, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  if (req.httpVersion === '1.0') {
    delete headers['transfer-encoding'];
    headers.connection = req.headers.connection || 'close';
  } else if (!headers.connection) {
    headers.connection = req.headers.connection || 'keep-alive';
  }
  return headers;
}
