import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { closeServer } from '../listen';
import type { Metrics } from './metrics';

export interface MetricsServer {
  /** `http://host:port`; the metrics are at `${url}/metrics`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The management listener: `GET /metrics` in Prometheus' text format, on a port of its own
 * (`METRICS_PORT`), never on the port the API is served on — so the gateway's public port and its
 * `/api` routes cannot reach any process's metrics, and a deployment exposes it only to its
 * Prometheus. Everything else answers 404; only GET and HEAD are served.
 */
export function startMetricsServer(metrics: Metrics, { port, host, logger }: { port: number; host: string; logger: Logger }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const bound = (server.address() as AddressInfo).port;
      logger.info({ port: bound }, 'metrics listening');
      resolve({ url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`, port: bound, stop: () => closeServer(server, 500) });
    });
  });
}
