import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { streams } from '@cs/contracts';
import type { BaseConfig } from './config';
import { createLogger, withSafeErrors, type Logger } from './logger';
import { openDatabase } from './db';
import { componentOf, dependencyComponents, outboxComponent, reportsHealth } from './readiness';
import { connectBus, ensureStream } from './messaging/bus';
import { startOutboxRelay } from './outbox/relay';
import { createTokenVerifier, type TokenVerifier } from './auth';
import { closeServer, Drain, InFlight, listen } from './listen';
import { RevocationList } from './revocation/revocation-list';
import { watchRevocations } from './revocation/watch-revocations';
import type { ServiceDeps, Stoppable } from './service-deps';
import type { TrashConfig } from './trash/trash-config';
import { startTrashRetention } from './trash/trash-retention';
import type { AnyTrashable } from './trash/trashable';
import { createMetrics } from './metrics/metrics';
import { serveServiceMetrics } from './metrics/service-metrics';
import { backupSocketPath, startBackupSocket } from './backup/backup-socket';
import { startTracing } from './tracing/start-tracing';
import { idempotencyStore } from './idempotency/idempotency-store';
import { purgeIdempotencyKeys } from './idempotency/purge-keys';

export type { ServiceDeps, Stoppable } from './service-deps';

export interface ServiceHandle extends ServiceDeps {
  url: string;
  port: number;
  server: Server;
  /** The management listener's address (`${metricsUrl}/metrics`) when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
}

type ServiceConfig = BaseConfig & { PORT: number };

export interface StartServiceOptions<C extends ServiceConfig = ServiceConfig> {
  /** The service's name; a service the contracts give a stream (`streams[name]`) produces into it (created or updated at start). */
  name: string;
  config: C;
  migrationsFolder: string;
  /** Aggregates with a trash, children first: the retention timer purges what is older than TRASH_RETENTION_DAYS. */
  trash?: C extends TrashConfig ? AnyTrashable[] : never;
  logger?: Logger;
  /** Replaces the JWKS-based verifier (identity verifies with its own keys). */
  verifier?: (deps: Omit<ServiceDeps, 'verify'>) => TokenVerifier;
  /** Builds the app and starts consumers and timers; everything returned is stopped on shutdown. */
  compose(deps: ServiceDeps): Promise<{ app: Express; background?: Stoppable[] }>;
}

/** `DATA_DIR=:memory:` keeps PGlite in memory (tests); otherwise each service has `<DATA_DIR>/<name>`. */
export const dataDirOf = (config: BaseConfig, name: string) => (config.DATA_DIR === ':memory:' ? undefined : path.join(config.DATA_DIR, name));

/** How long a stop waits for requests still being handled once their connections are closed. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * The composition every service shares: database (migrated) → bus → outbox relay → app → listen.
 * Returns a handle whose `stop()` closes everything in reverse order.
 */
export async function startService<C extends ServiceConfig>(options: StartServiceOptions<C>): Promise<ServiceHandle> {
  const { name, config, migrationsFolder, trash, compose } = options;
  const stream = Object.hasOwn(streams, name) ? streams[name as keyof typeof streams] : undefined;
  const logger = options.logger ? withSafeErrors(options.logger) : createLogger(name, config.LOG_LEVEL);
  const tracer = await startTracing(name, config, logger);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    pipelines: config.DATABASE_PIPELINES,
    dataDir: dataDirOf(config, name),
    migrationsFolder,
    logger,
    waitSeconds: config.STARTUP_WAIT_SECONDS,
  });
  // What a start that fails after this point closes last (a caller that goes on, as a test, keeps no pool).
  const closeDatabaseAndTracer = async () => {
    await database.close();
    await tracer.shutdown();
  };
  const bus = await connectBus(config.NATS_URL, name, logger, tracer, config.NATS_STREAM_REPLICAS, { waitSeconds: config.STARTUP_WAIT_SECONDS }).catch(
    async (error: unknown) => {
      await closeDatabaseAndTracer();
      throw error;
    },
  );
  if (stream) await ensureStream(bus.jsm, stream, bus.streamReplicas);
  const relay = startOutboxRelay({ db: database.db, js: bus.js, logger, tracer });
  const maxLifetimeSeconds = config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS;
  const revocations = new RevocationList(maxLifetimeSeconds);
  const revocationWatch = watchRevocations(bus.nc, revocations, logger, maxLifetimeSeconds);
  const base = { db: database.db, reads: database.reads, bus, relay, logger, revocations, metrics: createMetrics(), tracer };
  const verify =
    options.verifier?.(base) ??
    createTokenVerifier({ issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, keys: config.JWKS_URL, maxLifetimeSeconds, revocations });
  const deps: ServiceDeps = { ...base, verify };
  // A start that fails (a bad key, a port in use) releases what it opened before it throws.
  const release = async () => {
    await revocationWatch.stop();
    await relay.stop();
    await bus.close();
    await closeDatabaseAndTracer();
  };
  const { app, background = [] } = await compose(deps).catch(async (error) => {
    await release();
    throw error;
  });
  background.unshift(revocationWatch);
  if (trash) background.push(startTrashRetention(deps, config as C & TrashConfig, trash));
  const keys = idempotencyStore(database.db);
  app.set('idempotency', keys);
  background.push(purgeIdempotencyKeys(keys, deps));
  await revocationsRead(revocationWatch.ready, logger);
  // Tests (NODE_ENV=test) learn which service answered a request through the gateway (see createApp).
  if (config.NODE_ENV === 'test') app.set('served by', name);
  app.set('tracer', tracer);
  const watched = background.flatMap((part) => (reportsHealth(part) ? [componentOf(part)] : []));
  app.set('readiness', [...dependencyComponents(database.db, bus.nc), outboxComponent(database.db, relay, config.OUTBOX_STALE_AFTER_SECONDS), ...watched]);
  const drain = new Drain();
  app.set('drain', drain);
  const inFlight = new InFlight();
  app.set('in flight', inFlight);
  // A listener that cannot open stops the start: the background parts already running (consumers,
  // periodic jobs and their timers) stop with everything else.
  const abandon = async (error: unknown): Promise<never> => {
    for (const part of [...background].reverse()) await part.stop().catch(() => undefined);
    await release();
    throw error;
  };
  const metricsServer = await serveServiceMetrics({ ...deps, app, database, background, config, logger }).catch(abandon);
  const server = await listen(app, config.PORT, config.HOST).catch(async (error) => {
    await metricsServer?.stop();
    return abandon(error);
  });
  server.keepAliveTimeout = 65_000;
  drain.attach(server);
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${name} listening`);
  // Embedded PGlite on disk: the backup tool's socket (scripts/backup.ts, docs/operations.md).
  const copy = dataDirOf(config, name) ? database.copy : undefined;
  const backupSocket = copy && (await startBackupSocket({ socketPath: backupSocketPath(config.DATA_DIR, name), db: database.db, copy, logger }));

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await drain.start(config.SHUTDOWN_DRAIN_SECONDS);
      await Promise.all([closeServer(server), metricsServer?.stop()]);
      // Handlers whose connections were cut finish their work before the database goes.
      await inFlight.settled(IN_FLIGHT_WAIT_MS);
      await backupSocket?.stop();
      for (const job of background.reverse()) await job.stop().catch((e) => logger.error({ err: e }, 'stop failed'));
      await relay.stop();
      await bus.close();
      await database.close();
      await tracer.shutdown().catch((e) => logger.warn({ err: e }, 'spans not exported at stop'));
      logger.info(`${name} stopped`);
    })());
  return { ...deps, url: `http://${config.HOST}:${port}`, port, server, ...(metricsServer ? { metricsUrl: metricsServer.url } : {}), stop };
}

/**
 * Waits until the revocations of the last token lifetime are read, so a freshly started service
 * does not accept a revoked token; after 10 s it starts anyway (logged) and catches up meanwhile.
 */
async function revocationsRead(ready: Promise<void>, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 10_000)));
  if (await Promise.race([ready.then(() => false), late])) logger.warn('revocations not read yet; starting anyway');
  clearTimeout(timer);
}

/** Ctrl-C / SIGTERM → stop once, then exit. */
export function stopOnSignals(handle: { stop(): Promise<void>; logger: Logger }) {
  const onSignal = (signal: string) => {
    handle.logger.info({ signal }, 'shutting down');
    handle
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        handle.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
