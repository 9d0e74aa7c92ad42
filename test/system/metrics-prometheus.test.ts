/**
 * Every process's `GET /metrics` scraped by a real Prometheus (Debian's `prometheus`): the whole
 * system with its management listeners on, a scrape configuration naming them, then logins, a
 * throttled login, an assignment check and saves, a facility (an outbox event) through the gateway
 * — and Prometheus' HTTP API must show every target up, the series of docs/operations.md
 * ("Metrics") and the counters moved. The gateway's public port does not serve the metrics.
 *
 * Without the binary the file is skipped on a developer's machine; under CI it fails (`.ci/run`
 * installs the package).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from '@jest/globals';
import { call, eventually } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { Caller, records } from './support/office';
import { prometheusInstalled, startPrometheus, type TestPrometheus } from './support/prometheus';

const SERVICES = ['identity', 'facilities', 'staffing', 'audit'] as const;
const JOBS = [...SERVICES, 'gateway'] as const;
/** The services with durable consumers (audit: one per stream; the others: replicas). */
const CONSUMING = SERVICES;

const runs = prometheusInstalled() || Boolean(process.env.CI);

(runs ? describe : describe.skip)('metrics scraped by Prometheus', () => {
  const system = systemForFile('metrics_prometheus', { metrics: true });
  let prometheus: TestPrometheus;
  const before: Record<string, number> = {};

  /** The sum of an expression's samples (0 when it has none). */
  const total = async (expression: string) => (await prometheus.query(expression)).reduce((sum, s) => sum + s.value, 0);
  /** Waits until Prometheus has scraped a value of `expression` that satisfies `ok`. */
  const scraped = (expression: string, ok: (value: number) => boolean) =>
    eventually(async () => {
      const samples = await prometheus.query(expression);
      return samples.length > 0 && ok(samples.reduce((sum, s) => sum + s.value, 0));
    }, 30_000);
  /** The jobs that have at least one sample of `expression`. */
  const jobsWith = async (expression: string) => [...new Set((await prometheus.query(expression)).map((s) => s.metric.job))].sort();
  /**
   * Waits until exactly `jobs` have samples of `expression`. A scrape that failed (a slow moment of
   * a loaded machine) makes its target's series stale until the next one, so every look is retried.
   */
  const reportedBy = async (expression: string, jobs: readonly string[]) => {
    const wanted = [...jobs].sort().join(',');
    await eventually(async () => (await jobsWith(expression)).join(',') === wanted, 30_000).catch(async (error) => {
      throw new Error(`${expression}: jobs ${(await jobsWith(expression)).join(',')} instead of ${wanted} (${(error as Error).message})`);
    });
  };
  afterAll(async () => prometheus?.stop());

  const COUNTERS = {
    loginsOk: 'identity_logins_total{outcome="success"}',
    loginsFailed: 'identity_logins_total{outcome="failure"}',
    throttled: 'identity_login_throttled_total',
    savesOk: 'staffing_assignment_checks_total{trigger="save",outcome="savable"}',
    previewsRefused: 'staffing_assignment_checks_total{trigger="preview",outcome="refused"}',
  };

  test('Prometheus scrapes every process: all targets up', async () => {
    const jobs = Object.fromEntries(JOBS.map((job) => [job, system[job].metricsUrl!]));
    for (const job of JOBS) expect(jobs[job]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    prometheus = await startPrometheus(jobs);
    await eventually(async () => {
      const health = await prometheus.targetHealth();
      return JOBS.every((job) => health[job] === 'up');
    }, 60_000);
    await scraped('count(up == 1)', (n) => n === JOBS.length);
    // The counters as Prometheus saw them before anything happened (they exist from the start, at 0).
    for (const [name, expression] of Object.entries(COUNTERS)) {
      await scraped(expression, () => true);
      before[name] = await total(expression);
    }
  });

  test('logins, failures, throttles, checks and saves move the counters', async () => {
    const { token } = await system.login();
    const wrong = await call(system.api('/api/auth/login'), { body: { email: 'admin@example.com', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    // The throttle allows 5 failures per account and address; the next attempt is refused before any password check.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(system.api('/api/auth/login'), { body: { email: 'nobody@example.com', password: 'guessing-the-password' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const office = new Caller(system, token);
    const make = records(office);
    const facility = await make.facility();
    await make.contract(facility.id);
    const order = await make.order(facility.id);
    const qualified = await make.employee();
    const unqualified = await make.employee({ qualifications: [] });
    const preview = await office.get(`/api/assignments/check?orderId=${order.id}&employeeId=${unqualified.id}&startDate=${order.startDate}&endDate=${order.endDate}`);
    expect(preview.findings.map((f: { code: string }) => f.code)).toContain('QUALIFICATION_MISSING');
    await make.assignment(order, qualified.id);

    await scraped(COUNTERS.loginsOk, (v) => v >= before.loginsOk + 1);
    await scraped(COUNTERS.loginsFailed, (v) => v >= before.loginsFailed + 6);
    await scraped(COUNTERS.throttled, (v) => v >= before.throttled + 1);
    await scraped(COUNTERS.previewsRefused, (v) => v >= before.previewsRefused + 1);
    await scraped(COUNTERS.savesOk, (v) => v >= before.savesOk + 1);
    await scraped('staffing_check_findings_total{rule="QUALIFICATION_MISSING",check="qualification",severity="Error",trigger="preview"}', (v) => v >= 1);
    await scraped('http_server_request_duration_seconds_count{job="facilities",operation="createFacility",method="POST",status="200"}', (v) => v >= 1);
    await scraped('http_server_request_duration_seconds_count{job="identity",operation="login",status="429"}', (v) => v >= 1);
    await scraped('gateway_request_duration_seconds_count{upstream="identity",method="POST",status="429"}', (v) => v >= 1);
    await scraped('gateway_request_duration_seconds_count{upstream="staffing",method="POST",status="200"}', (v) => v >= 1);
    // The latency histogram of an operation: its buckets and the time spent.
    await scraped('http_server_request_duration_seconds_bucket{job="staffing",operation="createAssignment",status="200",le="+Inf"}', (v) => v >= 1);
    await scraped('http_server_request_duration_seconds_sum{job="staffing",operation="createAssignment",status="200"}', (v) => v > 0);
  });

  test('every service reports its outbox, consumers, parked events and process; the events were published and consumed', async () => {
    for (const series of ['outbox_unpublished_events', 'outbox_oldest_unpublished_age_seconds', 'outbox_relay_running == 1', 'outbox_relay_consecutive_failures']) {
      await reportedBy(series, SERVICES);
    }
    await reportedBy('process_cpu_seconds_total', JOBS);
    // Each durable consumer of each service, with its parked events (none here).
    await reportedBy('consumer_pending_messages', CONSUMING);
    await reportedBy('consumer_ack_pending_messages', CONSUMING);
    await reportedBy('parked_events == 0', CONSUMING);
    await scraped('count(consumer_pending_messages{job="audit"})', (n) => n >= 3); // a durable per stream
    // The facility's and the assignment's events left the outboxes, and audit took them all.
    await scraped('sum(outbox_unpublished_events)', (v) => v === 0);
    await scraped('max(outbox_oldest_unpublished_age_seconds)', (v) => v === 0);
    await scraped('sum(consumer_pending_messages{job="audit"}) + sum(consumer_ack_pending_messages{job="audit"})', (v) => v === 0);
    // The pool exists on a PostgreSQL server; embedded PGlite has none.
    if (process.env.TEST_DATABASE_URL) {
      await reportedBy('db_pool_max_connections', SERVICES);
      await reportedBy('db_pool_connections{state="idle"}', SERVICES);
    } else expect(await prometheus.query('db_pool_max_connections')).toEqual([]);
  });

  test("the Grafana dashboard's queries are valid PromQL over series the system exports", async () => {
    const dashboard = JSON.parse(readFileSync(new URL('../../deploy/grafana/care-staffing.json', import.meta.url), 'utf8'));
    const expressions: string[] = dashboard.panels.flatMap((p: { targets?: Array<{ expr: string }> }) => (p.targets ?? []).map((t) => t.expr));
    expect(expressions.length).toBeGreaterThan(10);
    const stored = new Set(await prometheus.names());
    for (const panelExpression of expressions) {
      const expression = panelExpression.replaceAll('$__rate_interval', '1m');
      await prometheus.query(expression); // throws on a PromQL error
      // Metric names: a name with an underscore before a selector, range or closing parenthesis (labels have none).
      const names = [...expression.matchAll(/([a-z][a-z0-9]*_[a-z0-9_]+)(?=[{[)])/g)].map((m) => m[1]);
      const pool = (name: string) => name.startsWith('db_pool_') && !process.env.TEST_DATABASE_URL; // none on PGlite
      expect(names.filter((name) => !stored.has(name) && !pool(name))).toEqual([]);
    }
  });

  test("the gateway's public port and its /api routes do not serve the metrics", async () => {
    const { token } = await system.login();
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await call(system.api(path), { token });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('# TYPE');
    }
    for (const job of JOBS) expect(new URL(system[job].metricsUrl!).port).not.toBe(new URL(system.api('/')).port);
  });
});
