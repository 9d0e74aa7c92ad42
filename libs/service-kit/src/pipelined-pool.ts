import pg from 'pg';
import type { Logger } from './logger';

type QueryArgs = Parameters<pg.Client['query']>;
const send = (client: pg.Client, args: QueryArgs) => (client.query as (...a: QueryArgs) => Promise<unknown>)(...args);

/** One pipelined connection, opened on first use and again after it was lost. */
class Lane {
  /** Reads sent on this connection and not yet answered. */
  inFlight = 0;
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly logger: Logger,
  ) {}

  async query(...args: QueryArgs): Promise<unknown> {
    this.inFlight++;
    try {
      const client = this.client ?? (await this.open());
      try {
        return await send(client, args);
      } catch (error) {
        // The connection was lost under it (a restarted server, a terminated backend: the server's
        // FATAL or the socket's end): a read may be sent again, once, on a new one. A statement's own
        // error leaves the connection in place.
        if (this.client === client && (error as { severity?: string }).severity !== 'FATAL') throw error;
        this.drop(client);
        return await send(this.client ?? (await this.open()), args);
      }
    } finally {
      this.inFlight--;
    }
  }

  async end(): Promise<void> {
    const client = this.client ?? (await this.opening?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
  }

  private open(): Promise<pg.Client> {
    this.opening ??= (async () => {
      // node-postgres' `pipeline` option (8.23) is not in @types/pg yet.
      const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
      // A lost connection is dropped: the reads on it are sent again on another (`query`).
      client.on('error', (error) => {
        this.logger.warn({ err: error }, 'pipelined database connection lost');
        this.drop(client);
      });
      client.on('end', () => this.drop(client));
      try {
        await client.connect();
        this.client = client;
        return client;
      } finally {
        this.opening = undefined;
      }
    })();
    return this.opening;
  }
}

/**
 * A drizzle client whose single statements go out on a few **pipelined** connections (node-postgres'
 * `pipeline` mode): a read is written at once, behind those still running on its connection, instead
 * of waiting for a connection of the pool to itself. PostgreSQL's backend then finds the next
 * statement waiting when it finishes one instead of sleeping until it arrives, and no pool
 * connection is lent and returned per statement: the staffing service answered 1.55–1.67 × as many
 * check previews as with them pooled, PostgreSQL spending half the CPU per check (docs/benchmarks.md,
 * "Pipelined reads").
 *
 * For short reads only: a statement waits for the ones ahead of it on its connection (each goes to
 * the connection with the fewest in flight). Transactions take a connection of `pool` (`connect()`,
 * as drizzle does for any client named a pool), so they never share a pipeline.
 */
export class PipelinedPool {
  private readonly lanes: Lane[];

  constructor(
    private readonly pool: pg.Pool,
    config: pg.ClientConfig,
    connections: number,
    logger: Logger,
  ) {
    this.lanes = Array.from({ length: connections }, () => new Lane(config, logger));
  }

  query(...args: QueryArgs): Promise<unknown> {
    let lane = this.lanes[0];
    for (const other of this.lanes) if (other.inFlight < lane.inFlight) lane = other;
    return lane.query(...args);
  }

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  /** Reads in flight on the pipelined connections (metrics). */
  get inFlight(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.inFlight, 0);
  }

  async end(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.end()));
  }
}
