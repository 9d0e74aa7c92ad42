/**
 * The gateway's metrics: on the management listener (METRICS_PORT) only — its public port answers
 * `/metrics` and `/api/metrics` with 404 — with requests counted per upstream, method and status,
 * edge refusals included.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { startRecordingGateway } from './support/gateway';

let stage: Awaited<ReturnType<typeof startRecordingGateway>>;

beforeAll(async () => {
  stage = await startRecordingGateway({ METRICS_PORT: '0' });
});
afterAll(async () => stage?.stop());

const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('gateway metrics', () => {
  test('are not served on the public port, nor through the /api routes', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/facilities/../../metrics']) {
      const res = await call(`${stage.gateway.url}${path}`, { token: stage.token });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('# TYPE');
    }
    expect(stage.service.seen.some((r) => r.url.includes('metrics'))).toBe(false);
  });

  test('count requests per upstream, method and status at the management listener', async () => {
    expect(stage.gateway.metricsUrl).toBeDefined();
    expect((await call(`${stage.gateway.url}/api/facilities`, { token: stage.token })).status).toBe(200);
    expect((await call(`${stage.gateway.url}/api/facilities`)).status).toBe(401);
    expect((await call(`${stage.gateway.url}/api/nothing-here`, { token: stage.token })).status).toBe(404);
    const res = await fetch(`${stage.gateway.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, 'gateway_request_duration_seconds_count{upstream="facilities",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'gateway_request_duration_seconds_count{upstream="facilities",method="GET",status="401"}')).toBe(1);
    expect(sample(text, 'gateway_request_duration_seconds_count{upstream="gateway",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
  });
});
