import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, Response } from 'express';
import { collectHeaders, settleHeaders } from '../edge/edge-headers';
import { requestPath } from '../edge/request-context';
import { resolveUpstream, type UpstreamName } from '../routing/route-table';
import { runSteps, type EdgeStep } from './step-chain';

export interface ProxiedRequestsOptions {
  /** The gateway's express app: its own endpoints (health, OpenAPI, docs), 404 and 405 — everything the route table does not claim. */
  app: Express;
  /** The edge steps every request meets, in order (the express app runs the same list). */
  edge: readonly EdgeStep[];
  proxies: Record<UpstreamName, EdgeStep>;
  /** The express app's error handler, for a step that fails. */
  onError: ErrorRequestHandler;
}

/** What express's `app.handle` does to a request before its router runs: its prototypes and links. */
function asExpress(app: Express, req: IncomingMessage, res: ServerResponse): [Request, Response] {
  const rq = Object.setPrototypeOf(req, app.request) as Request;
  const rs = Object.setPrototypeOf(res, app.response) as Response;
  rq.res = rs;
  rs.locals ??= Object.create(null);
  (rq as { originalUrl: string }).originalUrl = req.url ?? '/';
  return [rq, rs];
}

/**
 * The gateway's `node:http` request handler. A request the route table sends to a service (the hot
 * path) runs the edge steps and the proxy directly on the plain `node:http` request and response —
 * no express router, no express prototypes, the path worked out once — with the edge's response
 * headers collected and written in one `writeHead` with the service's. Every other request goes
 * to the express app, which runs the same edge steps before its own endpoints. A step that fails
 * (rare: a bug, not a refusal — refusals answer themselves) makes the request an express one for
 * the app's own error handler, the one place errors become responses.
 */
export function proxiedRequests({ app, edge, proxies, onError }: ProxiedRequestsOptions) {
  const fail = (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    settleHeaders(res);
    const [rq, rs] = asExpress(app, req, res);
    onError(error, rq, rs, () => undefined);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const upstream = resolveUpstream(req.method ?? 'GET', requestPath(req));
    if (upstream === undefined) return void app(req, res);
    collectHeaders(res);
    runSteps(edge, req, res, fail, proxies[upstream]);
  };
}
