import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** OTLP span kinds as the JSON protocol numbers them. */
export const otlpKinds = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

/** One span as received, with the `service.name` of its resource and its attributes as plain values. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  status: { code?: number };
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };
interface ExportTraceServiceRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{ spans?: Array<Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] }> }>;
  }>;
}

const plainValue = (value: AnyValue): unknown =>
  value.arrayValue ? (value.arrayValue.values ?? []).map(plainValue) : (value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, plainValue(value)]));

/**
 * A small OTLP/HTTP receiver: a real HTTP server taking `POST /v1/traces` with the JSON encoding
 * (ids as hex, as OTLP/JSON specifies) — what OpenTelemetry's exporter sends — and keeping every
 * span. Anything else is answered 404 or 415 and counted in `refused`.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        refused.push(`${req.method} ${req.url}`);
        return void res.writeHead(404).end();
      }
      if (!String(req.headers['content-type']).startsWith('application/json')) {
        refused.push(`content-type ${req.headers['content-type']}`);
        return void res.writeHead(415).end();
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as ExportTraceServiceRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push({ ...span, service, parentSpanId: span.parentSpanId ?? '', attributes: attributesOf(span.attributes), status: span.status ?? {} });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL, as `OTEL_EXPORTER_OTLP_ENDPOINT` takes it. */
    url: `http://127.0.0.1:${port}`,
    spans,
    refused,
    /** The spans of one trace received so far. */
    trace: (traceId: string) => spans.filter((span) => span.traceId === traceId),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
