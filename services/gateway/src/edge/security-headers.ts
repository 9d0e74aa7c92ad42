import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * helmet's headers, computed once at start and replayed with plain `setHeader` calls on every
 * response: helmet itself would run its dozen small middlewares per response for the same result.
 * `options` (helmet's) stay the single source of the policy.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): RequestHandler {
  const edits = recordHeaderEdits(helmet(options));
  return (_req, res, next) => {
    for (const [name, value] of edits) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}
