import type { Express } from 'express';
import type { Database } from '../db';
import type { Logger } from '../logger';
import type { Bus } from '../messaging/bus';
import type { OutboxRelay } from '../outbox/relay';
import { consumerMetrics, isDurableConsumer } from './consumer-metrics';
import { databasePoolMetrics } from './database-metrics';
import { collectProcessMetrics, type Metrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { outboxMetrics } from './outbox-metrics';
import { observeRequests } from './request-metrics';

/** The settings of the management listener (`baseConfigSchema`). */
export interface MetricsConfig {
  HOST: string;
  METRICS_PORT?: number;
  METRICS_HOST?: string;
}

/**
 * Serves `metrics` on the management listener when `METRICS_PORT` is set (0: a free port), on
 * `METRICS_HOST` or else `HOST`, with the process's own metrics; unset: no listener (null), and the
 * series are kept but nobody reads them.
 */
export async function serveMetrics(metrics: Metrics, config: MetricsConfig, logger: Logger): Promise<MetricsServer | null> {
  if (config.METRICS_PORT === undefined) return null;
  collectProcessMetrics(metrics);
  return startMetricsServer(metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST ?? config.HOST, logger });
}

export interface ServiceMetricsParts {
  metrics: Metrics;
  app: Express;
  database: Database;
  bus: Bus;
  relay: OutboxRelay;
  /** What the service's `compose` started: its durable consumers are found among them. */
  background: readonly unknown[];
  config: MetricsConfig;
  logger: Logger;
}

/**
 * What every service measures the same way (startService): its requests per operation, the
 * database pool, the outbox and its relay, each durable consumer's lag and parked events — then
 * the listener. The service's own series (logins, check findings) are defined beside their code.
 */
export function serveServiceMetrics({ metrics, app, database, bus, relay, background, config, logger }: ServiceMetricsParts) {
  observeRequests(app, metrics);
  databasePoolMetrics(metrics, database.poolUse);
  outboxMetrics(metrics, database.db, relay);
  consumerMetrics(metrics, bus.jsm, database.db, background.filter(isDurableConsumer));
  return serveMetrics(metrics, config, logger);
}
