import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeUpstream {
  url: string;
  /** Every request that arrived, in order. */
  seen: SeenRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  stop(): Promise<void>;
}

async function listen(server: http.Server, seen: SeenRequest[]): Promise<FakeUpstream> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let connections = 0;
  server.on('connection', () => connections++);
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A stand-in service that records what reaches it and answers 200 with what it saw (plus
 * `Vary: Accept`, to check the gateway keeps its own `Vary: Origin`). With `cutFirst`, the first
 * that many requests arrive and are recorded, then their connection is cut without an answer (a
 * process that stops while the request is on its way).
 */
export async function recordingUpstream({ cutFirst = 0 } = {}): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      if (seen.length <= cutFirst) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.setHeader('vary', 'Accept');
      res.setHeader('x-request-id', String(req.headers['x-request-id'] ?? ''));
      res.end(JSON.stringify(request));
    });
  });
  return listen(server, seen);
}

/** Runs `work`, then stops `services` whatever happened. */
export async function stoppingAfter(services: FakeUpstream[], work: () => Promise<void>) {
  try {
    await work();
  } finally {
    for (const service of services) await service.stop();
  }
}

/** A service that accepts connections and requests but never answers. */
export async function silentUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: '' });
  });
  return listen(server, seen);
}

