import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

const path = Symbol('path');
const clientKey = Symbol('clientKey');
type Known = IncomingMessage & { [path]?: string; [clientKey]?: string };

/** The request's path without query string, worked out once per request (both paths, every step). */
export function requestPath(req: IncomingMessage): string {
  const known = (req as Known)[path];
  if (known !== undefined) return known;
  const url = req.url ?? '/';
  let value: string;
  if (url.startsWith('/')) {
    const query = url.indexOf('?');
    value = query === -1 ? url : url.slice(0, query);
  } else {
    value = URL.canParse(url) ? new URL(url).pathname : url; // absolute form (`GET http://host/path`), as express reads it
  }
  (req as Known)[path] = value;
  return value;
}

/** `/api` and everything below it, matched as `app.use('/api', …)` would (whole segment, any case). */
const underApiPattern = /^\/api(?:\/|$)/i;
export const underApi = (req: IncomingMessage) => underApiPattern.test(requestPath(req));

/**
 * The client's address as express's `trust proxy` with a hop count reads it (proxy-addr): the
 * socket's address, then `X-Forwarded-For` from right to left, skipping `hops` trusted proxies;
 * when the header names fewer, the leftmost address.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  if (hops === 0 || !forwarded) return socketAddress;
  const chain = String(forwarded).split(',').map((entry) => entry.trim()).filter(Boolean).reverse();
  return chain.length === 0 ? socketAddress : chain[Math.min(hops, chain.length) - 1];
}

const socketKey = Symbol('clientKey');
type KnownSocket = Socket & { [socketKey]?: string };

/**
 * The client as the limits see it (rate limit, concurrent requests): its address with
 * `TRUST_PROXY_HOPS` applied, IPv6 by /56 subnet. Worked out once per request — and with no
 * trusted proxy (the address is the socket's alone) once per connection.
 */
export function clientKeys(hops: number) {
  return (req: IncomingMessage): string => {
    const known = (req as Known)[clientKey];
    if (known !== undefined) return known;
    if (hops === 0) {
      const socket = req.socket as KnownSocket;
      return ((req as Known)[clientKey] = socket[socketKey] ??= ipKeyGenerator(clientAddress(req, 0)));
    }
    return ((req as Known)[clientKey] = ipKeyGenerator(clientAddress(req, hops)));
  };
}
export type ClientKey = ReturnType<typeof clientKeys>;
