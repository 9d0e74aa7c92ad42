import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db';
import type { RelayHealth } from '../outbox/relay';
import type { Metrics } from './metrics';
import { scrapedGauges } from './scraped-gauges';

/**
 * The outbox at scrape time: its backlog and the age of its oldest unpublished event (one query on
 * the partial index of unpublished rows), and this instance's relay.
 */
export function outboxMetrics(metrics: Metrics, db: Db, relay: { health(): RelayHealth }) {
  scrapedGauges(metrics, {
    collector: 'outbox',
    gauges: {
      backlog: { name: 'outbox_unpublished_events', help: 'Events committed to the outbox and not yet published to NATS.' },
      age: { name: 'outbox_oldest_unpublished_age_seconds', help: 'How long the oldest unpublished event has waited (0 when none waits).' },
    },
    read: async () => {
      const [row] = rowsOf<{ backlog: number | string; age: number | string | null }>(
        await db.execute(sql`select
          (select count(*) from outbox where published_at is null) as backlog,
          (select extract(epoch from now() - created_at) from outbox where published_at is null order by seq limit 1) as age`),
      );
      return { backlog: Number(row.backlog), age: row.age === null ? 0 : Math.max(0, Number(row.age)) };
    },
  });
  scrapedGauges(metrics, {
    collector: 'outbox_relay',
    gauges: {
      running: { name: 'outbox_relay_running', help: "1 while this instance's outbox relay loop runs (it publishes while it holds the relay lease), else 0." },
      failures: { name: 'outbox_relay_consecutive_failures', help: "This instance's publish attempts that failed in a row (0 after a success)." },
    },
    read: async () => {
      const { running, failures } = relay.health();
      return { running: running ? 1 : 0, failures };
    },
  });
}
