import type { PoolUse } from '../db';
import type { Metrics } from './metrics';
import { scrapedGauges } from './scraped-gauges';

/**
 * The connection pool to the PostgreSQL server, read from node-postgres' counters at scrape time
 * (no query): `db_pool_connections{state="in_use"|"idle"}`, `db_pool_waiting_queries` (queries
 * waiting for a free connection), `db_pool_max_connections` (`DATABASE_POOL_SIZE`) and
 * `db_pipelined_reads_in_flight` (reads on the pipelined connections, `DATABASE_PIPELINES`). Embedded
 * PGlite has one connection inside the process and no pool: none of these series exist there.
 */
export function databasePoolMetrics(metrics: Metrics, poolUse: (() => PoolUse) | undefined) {
  if (!poolUse) return;
  scrapedGauges(metrics, {
    collector: 'db_pool',
    gauges: {
      connections: { name: 'db_pool_connections', help: 'Connections of the pool to the PostgreSQL server, by state (in_use: lent to a query or transaction; idle: open and free).', labelNames: ['state'] },
      waiting: { name: 'db_pool_waiting_queries', help: 'Queries and transactions waiting for a free connection of the pool.' },
      max: { name: 'db_pool_max_connections', help: 'The most connections the pool opens (DATABASE_POOL_SIZE).' },
      pipelined: { name: 'db_pipelined_reads_in_flight', help: 'Reads sent on the pipelined connections (DATABASE_PIPELINES) and not yet answered.' },
    },
    read: async () => {
      const { total, idle, waiting, max, pipelined } = poolUse();
      const connections = [
        { labels: { state: 'in_use' }, value: total - idle },
        { labels: { state: 'idle' }, value: idle },
      ];
      return { connections, waiting, max, pipelined };
    },
  });
}
