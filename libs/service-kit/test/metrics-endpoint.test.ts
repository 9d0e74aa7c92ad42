/**
 * The management listener of a real service (startService, real HTTP, real NATS, PGlite or
 * TEST_DATABASE_URL): `GET /metrics` on METRICS_PORT only, request series per operation id and
 * status, the kit's series, and no listener at all without METRICS_PORT.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import type { Api } from '@cs/contracts';
import { baseConfigSchema, ConfigError, createApp, finishApp, loadConfig, mountOperations, portSchema, startService, type ServiceDeps } from '../src/index';
import { ServiceUnderTest } from '../src/testing/index';
import { forTestFile } from '../src/testing/for-test-file';

const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const readConfig = (env: Record<string, string | undefined>) => loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), env);

const probeApi = {
  readProbe: { method: 'get', path: '/api/probes/{id}', summary: 'a probe', tag: 'Probe', permission: 'public', params: z.object({ id: z.string() }), response: z.object({ id: z.string() }) },
} satisfies Api;

/** One declared operation, answering any id. */
const startProbe = (config: ReturnType<typeof readConfig>) =>
  startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async ({ logger, verify }: ServiceDeps) => {
      const app = createApp({ logger });
      mountOperations(app, probeApi, {
        readProbe: async ({ params }) => ({ id: params.id }),
      }, verify);
      return { app: finishApp(app, logger) };
    },
  });

const h = forTestFile(new ServiceUnderTest({ label: 'kit_metrics', start: startProbe, readConfig, env: { METRICS_PORT: '0' } }));

async function scrape(url = `${h.svc.metricsUrl}/metrics`) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics on the management listener', () => {
  test('serves Prometheus text on its own port, nowhere on the API port', async () => {
    expect(h.svc.metricsUrl).toBeDefined();
    expect(new URL(h.svc.metricsUrl!).port).not.toBe(String(h.svc.port));
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    expect((await h.call('/metrics', { token: undefined })).status).toBe(404);
    expect((await scrape(`${h.svc.metricsUrl}/api/probes/x`)).status).toBe(404);
    expect((await fetch(`${h.svc.metricsUrl}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  test('counts requests per operation id and status; health probes are not counted', async () => {
    const ok = 'http_server_request_duration_seconds_count{operation="readProbe",method="GET",status="200"}';
    const before = sample((await scrape()).text, ok) ?? 0;
    expect((await h.call('/api/probes/a', { token: undefined })).status).toBe(200);
    expect((await h.call('/api/probes/b', { token: undefined })).status).toBe(200);
    expect((await h.call('/nowhere', { token: undefined })).status).toBe(404);
    expect((await h.call('/health/ready', { token: undefined })).status).toBe(200);
    const { text } = await scrape();
    expect(sample(text, ok)).toBe(before + 2);
    expect(sample(text, 'http_server_request_duration_seconds_count{operation="other",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
    // /health/ready answered 200 and reached no operation: had it been counted, it would be here.
    expect(sample(text, 'http_server_request_duration_seconds_count{operation="other",method="GET",status="200"}')).toBeUndefined();
  });

  test('the kit measures the outbox and its relay in every service', async () => {
    const { text } = await scrape();
    expect(sample(text, 'outbox_unpublished_events')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_relay_running')).toBe(1);
    expect(sample(text, 'outbox_relay_consecutive_failures')).toBe(0);
    expect(sample(text, 'metrics_collect_failures_total{collector="outbox"}')).toBeUndefined();
  });
});

describe('METRICS_PORT', () => {
  test('unset or empty: no metrics listener', async () => {
    const off = await startProbe(readConfig({ ...h.env, METRICS_PORT: '' }));
    try {
      expect(off.metricsUrl).toBeUndefined();
      expect(off.metrics.registry.getSingleMetric('http_server_request_duration_seconds')).toBeDefined();
    } finally {
      await off.stop();
    }
  });

  test('a metrics port in use stops the start with the real error', async () => {
    const taken = new URL(h.svc.metricsUrl!).port;
    await expect(startProbe(readConfig({ ...h.env, METRICS_PORT: taken }))).rejects.toThrow(/EADDRINUSE/);
  });

  test('anything but a port is refused at start', () => {
    expect(() => readConfig({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(readConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });
});
