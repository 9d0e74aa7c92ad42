import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { resolveUpstream, type UpstreamName } from '../routing/route-table';
import { runSteps, type EdgeStep, type StepFailure } from './step-chain';

export interface ProxiedRequestsOptions {
  /** The gateway's express app: its own endpoints (health, OpenAPI, docs), 404 and 405 — everything the route table does not claim. */
  app: Express;
  /** The edge steps every request meets, in order (the express app runs the same list). */
  edge: readonly EdgeStep[];
  proxies: Record<UpstreamName, RequestHandler>;
  /** The express app's error handler, for a step that fails. */
  fail: StepFailure;
  /** What answers when the proxy passes a request on (it never does; the express app's 404). */
  notFound: EdgeStep;
}

type ExpressRequest = Request & { originalUrl: string; baseUrl: string };

/**
 * The gateway's `node:http` request handler. A request the route table sends to a service (the hot
 * path) runs the edge steps and the proxy directly, without express's router; every other request
 * goes to the express app, which runs the same edge steps before its own endpoints. The request
 * and response get express's prototypes first (as `app.handle` does), so each step sees the same
 * `req.path`, `req.ip` (`trust proxy`), `res.status()`… on both paths.
 */
export function proxiedRequests({ app, edge, proxies, fail, notFound }: ProxiedRequestsOptions) {
  const withProxy = new Map<UpstreamName, EdgeStep>();
  for (const [name, proxy] of Object.entries(proxies)) withProxy.set(name as UpstreamName, proxy as EdgeStep);
  return (request: IncomingMessage, response: ServerResponse) => {
    const req = Object.setPrototypeOf(request, app.request) as ExpressRequest;
    const res = Object.setPrototypeOf(response, app.response) as Response;
    const upstream = resolveUpstream(req.method, req.path);
    if (upstream === undefined) return void app(request, response);
    req.res = res;
    res.req = req;
    res.locals = Object.create(null);
    req.originalUrl = req.url;
    req.baseUrl = '';
    const proxy = withProxy.get(upstream)!;
    runSteps(edge, req, res, fail, (rq, rs, next) => proxy(rq, rs, () => notFound(rq, rs, next)));
  };
}
