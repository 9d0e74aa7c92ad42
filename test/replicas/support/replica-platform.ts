/**
 * What the replica tests share: a PostgreSQL server (processes cannot share PGlite), one NATS, a
 * token issuer, a database per service (a clone of its migrated template) and any number of real
 * processes of each service on them. `replicasForFile(label)` starts it for one test file and stops
 * every process, NATS, the issuer and the databases after it.
 */
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, startNats, TestIssuer, type TestNats } from '@cs/service-kit/testing/index';
import { forTestFile } from '@cs/service-kit/testing/for-test-file';
import { startServiceProcess, type ServiceName, type ServiceProcess } from './service-process';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * TEST_DATABASE_URL, or the machine's PostgreSQL at 127.0.0.1:5432 when it answers; otherwise the
 * test fails and says why — it cannot run on PGlite, and skipping would hide it.
 */
export async function databaseServer(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    const where = new URL(url);
    throw new Error(
      `The replica tests run several processes of a service on one database and need a PostgreSQL server (PGlite cannot be shared between processes). ` +
        `None answered at ${where.host} (${(error as Error).message}): start one there, or set TEST_DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Each process gets few connections: a test file runs up to six on one server next to other test files. */
const POOL_SIZE = '3';

export class ReplicaPlatform {
  private natsServer: TestNats | undefined;
  private tokenIssuer: TestIssuer | undefined;
  private server = '';
  private readonly databases = new Map<ServiceName, Promise<{ url: string | undefined; drop(): Promise<void> }>>();
  private readonly processes: ServiceProcess[] = [];
  private readonly closers: Array<() => Promise<unknown>> = [];

  constructor(readonly label: string) {}

  async begin() {
    this.server = await databaseServer();
    this.natsServer = await startNats();
    this.tokenIssuer = await TestIssuer.start();
  }

  get nats(): TestNats {
    if (!this.natsServer) throw new Error(`${this.label}: not started`);
    return this.natsServer;
  }

  get issuer(): TestIssuer {
    if (!this.tokenIssuer) throw new Error(`${this.label}: not started`);
    return this.tokenIssuer;
  }

  /** The service's database on the server (made on first use): every process of the service shares it. */
  async databaseUrl(service: Exclude<ServiceName, 'gateway'>): Promise<string> {
    let database = this.databases.get(service);
    if (!database) {
      database = createTestDatabase(`${this.label}_${service}`, path.join(root, 'services', service, 'migrations'), this.server);
      this.databases.set(service, database);
    }
    return (await database).url as string;
  }

  /**
   * Starts `count` processes of the service at once, named `<service>-1`, … — on its shared database,
   * NATS and (unless `env` names other keys) the test issuer's keys.
   */
  async start(service: ServiceName, count = 1, env: Record<string, string | undefined> = {}): Promise<ServiceProcess[]> {
    const common: Record<string, string | undefined> = { NATS_URL: this.nats.url, JWKS_URL: this.issuer.jwksUrl, DATABASE_POOL_SIZE: POOL_SIZE };
    if (service !== 'gateway') common.DATABASE_URL = await this.databaseUrl(service);
    const first = this.processes.filter((p) => p.name.startsWith(`${service}-`)).length + 1;
    const started = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => startServiceProcess(service, `${service}-${first + i}`, { ...common, ...env })),
    );
    for (const result of started) if (result.status === 'fulfilled') this.processes.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return started.map((result) => (result as PromiseFulfilledResult<ServiceProcess>).value);
  }

  /** Something of the test's own (a connection) to close when the file ends, before the processes stop. */
  closeAtEnd(close: () => Promise<unknown>) {
    this.closers.push(close);
  }

  /** Closes the test's own connections, stops every process (in reverse order of start), then NATS, the issuer and the databases. */
  async stop() {
    for (const close of this.closers.reverse()) await close();
    for (const process of this.processes.reverse()) await process.stop();
    await this.tokenIssuer?.stop();
    await this.natsServer?.stop();
    for (const database of this.databases.values()) await (await database).drop();
  }
}

/** The platform before this file's tests, stopped after them. */
export const replicasForFile = (label: string) => forTestFile(new ReplicaPlatform(label), 240_000);
