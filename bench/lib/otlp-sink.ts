import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OTLP/HTTP receiver that reads each export and answers 200 (what a collector does before its
 * pipeline), counting the spans' bytes: the peer that lets a benchmark run a process with trace
 * export on (`OTEL_EXPORTER_OTLP_ENDPOINT=<url>`) without a collector on the machine.
 */
export async function startOtlpSink() {
  let exports = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ exports, bytes }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
