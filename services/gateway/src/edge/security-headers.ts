import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { EdgeStep } from './edge-step';
import { addHeaders, ownHeaderNames, ownHeaders, removeHeaders, type HeaderList } from './edge-headers';

/** The browser security policy of every response (the services behind set none of their own). */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

type HeaderValue = string | number | readonly string[];

/** A header a middleware set (`value`) or removed (`undefined`), in the order it did so. */
export type HeaderEdit = readonly [name: string, value: HeaderValue | undefined];

/** Runs `middleware` once against a stand-in response that only records header edits. */
function recordOnce(middleware: RequestHandler): HeaderEdit[] {
  const edits: HeaderEdit[] = [];
  const res = {
    setHeader(name: string, value: HeaderValue) {
      edits.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      edits.push([name, undefined]);
    },
  };
  let done = false;
  let failure: unknown;
  void middleware({} as Request, res as unknown as Response, (error?: unknown) => {
    done = true;
    failure = error;
  });
  if (!done || failure) throw new Error('Security headers must be set synchronously and without error to be precomputed', { cause: failure });
  return edits;
}

/**
 * What `middleware` does to the response headers, worked out once. Only valid for headers that do
 * not depend on the request (no per-request CSP nonce): a second run must do exactly the same.
 */
export function recordHeaderEdits(middleware: RequestHandler): HeaderEdit[] {
  const edits = recordOnce(middleware);
  if (JSON.stringify(recordOnce(middleware)) !== JSON.stringify(edits)) {
    throw new Error('The security headers differ between requests and cannot be precomputed');
  }
  return edits;
}

/** The edits as the final headers they leave (`set`, lower-case names) and the names they leave removed. */
export function settledEdits(edits: readonly HeaderEdit[]): { set: HeaderList; removed: string[] } {
  const last = new Map<string, HeaderValue | undefined>();
  for (const [name, value] of edits) last.set(name.toLowerCase(), value);
  const set: string[] = [];
  const removed: string[] = [];
  for (const [name, value] of last) {
    if (value === undefined) removed.push(name);
    else set.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return { set, removed };
}

/**
 * helmet's headers, computed once at start and added to every response as one fixed list (on the
 * hot path written with the service's headers in one `writeHead`): helmet itself would run its
 * dozen small middlewares per response for the same result. `options` (helmet's) stay the single
 * source of the policy. A header helmet removes (`X-Powered-By`) is never relayed from a service.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): EdgeStep {
  const { set, removed } = settledEdits(recordHeaderEdits(helmet(options)));
  const list = ownHeaders(set);
  ownHeaderNames(...removed);
  return (_req, res, next) => {
    addHeaders(res, list);
    removeHeaders(res, removed);
    next();
  };
}
