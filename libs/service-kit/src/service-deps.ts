import type { Db } from './db';
import type { Logger } from './logger';
import type { Bus } from './messaging/bus';
import type { OutboxRelay } from './outbox/relay';
import type { TokenVerifier } from './auth';
import type { RevocationList } from './revocation/revocation-list';
import type { Metrics } from './metrics/metrics';
import type { Tracer } from './tracing/tracer';

/** What every service's parts are given (`startService` builds it) and what a started part is. */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface ServiceDeps {
  db: Db;
  /** The database for short single-statement reads on a hot path: pipelined on a server (pipelined-pool.ts), else `db`. Never for transactions or slow statements. */
  reads: Db;
  bus: Bus;
  relay: OutboxRelay;
  logger: Logger;
  verify: TokenVerifier;
  /** Revoked access tokens, kept current from identity's events; every verifier consults it. */
  revocations: RevocationList;
  /** The service's Prometheus registry: its own series are defined with `defineMetrics` (docs/operations.md, "Metrics"). */
  metrics: Metrics;
  /** Spans of requests, events and jobs: exported when configured, else ids only (docs/operations.md, "Traces"). */
  tracer: Tracer;
}
