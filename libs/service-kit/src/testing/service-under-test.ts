import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import type { EventEnvelope, PermissionMap } from '@cs/contracts';
import type { ServiceHandle } from '../service';
import { createTestDatabase } from './database';
import { call, testEnv } from './env';
import { TestIssuer, type TokenClaims } from './issuer';
import { startNats, type TestNats } from './nats';
import { outboxEvents, TestEventPublisher, type OutboxFilter } from './test-events';

type Env = Record<string, string | undefined>;

export interface ServiceUnderTestOptions<S extends ServiceHandle, C> {
  /** Names the test database on `TEST_DATABASE_URL` and the temporary folder. */
  label: string;
  /** The service's start function (`startStaffing`) and config reader (`readConfig`). */
  start: (config: C) => Promise<S>;
  readConfig: (env: Env) => C;
  /** Environment on top of the test defaults (free port, quiet logs, NATS, JWKS, database). */
  env?: Env;
  /** A NATS server that already runs (another service's under test); otherwise a private one is started. */
  natsUrl?: string;
  /** A token issuer to share; `false` for none (identity signs its own tokens); otherwise one is started. */
  issuer?: TestIssuer | false;
  /** Claims of the token `call` sends unless given another. */
  defaultClaims?: TokenClaims;
  /** Streams of other producers this test publishes into: created before the service starts. */
  publishTo?: ReadonlyArray<{ name: string; subjects: readonly string[] }>;
  /** The service's migrations: on `TEST_DATABASE_URL` its database is cloned from a migrated one. */
  migrationsFolder?: string;
  /** PGlite in a temporary directory instead of memory, so a restart finds the same data. */
  persistent?: boolean;
  /** `false`: `begin()` prepares everything but the service; `start()` starts it (after `env` was changed). */
  startNow?: boolean;
}

/**
 * One service under test: its NATS (or a given one), token issuer, test database (PGlite or a fresh
 * database on `TEST_DATABASE_URL`), the service, an HTTP client with a default token, an event
 * publisher into other services' streams and a reader of the service's outbox. `stop()` stops what
 * it started, in reverse order, once. Start with `startServiceUnderTest` or `forTestFile`.
 */
export class ServiceUnderTest<S extends ServiceHandle, C = unknown> {
  /** The service's environment; changes take effect at the next `start()` / `restart()`. */
  readonly env: Env = {};
  /** The token `call` sends (undefined without an issuer or `defaultClaims`). */
  defaultToken: string | undefined;
  private running: S | null = null;
  private startedNats: TestNats | undefined;
  private natsAt = '';
  private tokenIssuer: TestIssuer | undefined;
  private publisher: Promise<TestEventPublisher> | undefined;
  private readonly cleanups: Array<() => unknown> = [];
  private stopping: Promise<void> | undefined;

  constructor(readonly options: ServiceUnderTestOptions<S, C>) {}

  /** Starts everything (the service too unless `startNow: false`); on a failure stops what did start. */
  async begin(): Promise<this> {
    try {
      await this.prepare();
      if (this.options.startNow !== false) await this.start();
    } catch (error) {
      await this.stop().catch(() => undefined);
      throw error;
    }
    return this;
  }

  private async prepare() {
    const o = this.options;
    if (o.natsUrl) this.natsAt = o.natsUrl;
    else {
      const nats = (this.startedNats = await startNats());
      this.cleanups.push(() => nats.stop());
      this.natsAt = nats.url;
    }
    if (o.issuer) this.tokenIssuer = o.issuer;
    else if (o.issuer === undefined) {
      const issuer = (this.tokenIssuer = await TestIssuer.start());
      this.cleanups.push(() => issuer.stop());
    }
    const database = await createTestDatabase(o.label, o.migrationsFolder);
    this.cleanups.push(() => database.drop());
    const defaults: Env = { NATS_URL: this.natsAt, DATABASE_URL: database.url };
    if (this.tokenIssuer) defaults.JWKS_URL = this.tokenIssuer.jwksUrl;
    if (o.persistent) {
      const dir = (defaults.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), `${o.label.replace(/[^a-z0-9]/gi, '-')}-`)));
      this.cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    }
    Object.assign(this.env, testEnv({ ...defaults, ...o.env }));
    if (o.publishTo?.length) await this.events();
    if (this.tokenIssuer && o.defaultClaims) this.defaultToken = await this.tokenIssuer.token(o.defaultClaims);
  }

  /** The running service (its `db`, `bus`, `url`, …). */
  get svc(): S {
    if (!this.running) throw new Error(`${this.options.label}: the service is not running`);
    return this.running;
  }

  get url() {
    return this.svc.url;
  }

  get natsUrl() {
    return this.natsAt;
  }

  /** The NATS server this started (to pause it, or to read its URL). */
  get nats(): TestNats {
    if (!this.startedNats) throw new Error(`${this.options.label}: NATS was given, not started here`);
    return this.startedNats;
  }

  get issuer(): TestIssuer {
    if (!this.tokenIssuer) throw new Error(`${this.options.label}: no token issuer`);
    return this.tokenIssuer;
  }

  /** Starts the service if it is not running (with the current `env`). */
  async start(): Promise<S> {
    this.running ??= await this.options.start(this.options.readConfig(this.env));
    return this.running;
  }

  /** Stops the service only (NATS, database and issuer stay): for a restart or an outage. */
  async stopService() {
    const service = this.running;
    this.running = null;
    await service?.stop();
  }

  /** Another instance on the same database and NATS. */
  async restart(): Promise<S> {
    await this.stopService();
    return this.start();
  }

  /** An HTTP call to the service with the default token unless another is given. */
  call(path: string, init: Parameters<typeof call>[1] = {}) {
    return call(`${this.url}${path}`, { token: this.defaultToken, ...init });
  }

  /** A token with `perm` (and an employee for `Own` scopes) for a fresh user. */
  token(perm: PermissionMap, emp: string | null = null) {
    return this.issuer.token({ perm, emp, sub: uuidv7() });
  }

  /** The publisher into `publishTo` (connected on first use, closed by `stop()`). */
  events(): Promise<TestEventPublisher> {
    if (!this.publisher) {
      const connecting = (this.publisher = TestEventPublisher.connect(this.natsAt, this.options.publishTo ?? []));
      this.cleanups.push(async () => (await connecting).close());
    }
    return this.publisher;
  }

  /** Publishes an event as another service's outbox relay would; returns its envelope. */
  async publish(type: string, subject: { type: string; id: string }, data: Record<string, unknown>, id = uuidv7()) {
    return (await this.events()).publish(type, subject, data, id);
  }

  /** Publishes an envelope; another `msgID` than the event id slips past JetStream's duplicate window (a redelivery). */
  async publishEnvelope<E extends EventEnvelope>(envelope: E, msgID = envelope.id): Promise<E> {
    return (await this.events()).publishEnvelope(envelope, msgID);
  }

  /** Publishes raw bytes on a subject (poison messages). */
  async publishRaw(subject: string, payload: string, msgID?: string) {
    await (await this.events()).publishRaw(subject, payload, msgID);
  }

  /** The events the service wrote to its outbox, oldest first (all, or by subject id, type or NATS subject). */
  outbox<E = EventEnvelope>(filter?: OutboxFilter) {
    return outboxEvents<E>(this.svc.db, filter);
  }

  /** Stops the service, then everything started for it in reverse order; a second call waits for the first. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const failures: unknown[] = [];
      await this.stopService().catch((e) => failures.push(e));
      for (const cleanup of this.cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    })();
    return this.stopping;
  }
}

/** Starts a service under test (see `ServiceUnderTest`). */
export function startServiceUnderTest<S extends ServiceHandle, C>(options: ServiceUnderTestOptions<S, C>) {
  return new ServiceUnderTest(options).begin();
}
