import type { JetStreamManager } from '@nats-io/jetstream';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db';
import type { Metrics } from './metrics';
import { scrapedGauges, type Sample } from './scraped-gauges';

/** A durable consumer as the metrics name it (a `RunningConsumer` is one). */
export interface DurableConsumer {
  stream: string;
  durable: string;
}

export const isDurableConsumer = (part: unknown): part is DurableConsumer =>
  typeof part === 'object' && part !== null && typeof (part as DurableConsumer).durable === 'string' && typeof (part as DurableConsumer).stream === 'string';

const labelsOf = ({ stream, durable }: DurableConsumer) => ({ stream, durable });

/**
 * Per durable consumer of this service, at scrape time: its lag as the JetStream server counts it
 * (one consumer info request each) and the events parked in the service's database. Every
 * instance of a service reports the same durable (they share it), so take `max` over instances.
 */
export function consumerMetrics(metrics: Metrics, jsm: JetStreamManager, db: Db, consumers: readonly DurableConsumer[]) {
  if (consumers.length === 0) return;
  scrapedGauges(metrics, {
    collector: 'consumers',
    gauges: {
      pending: {
        name: 'consumer_pending_messages',
        help: 'Messages of the stream matching the durable consumer not delivered to it yet (JetStream num_pending): its lag.',
        labelNames: ['stream', 'durable'],
      },
      ackPending: {
        name: 'consumer_ack_pending_messages',
        help: 'Messages delivered to the durable consumer and not acknowledged yet (being handled, or waiting for a retry).',
        labelNames: ['stream', 'durable'],
      },
    },
    read: async () => {
      const infos = await Promise.all(consumers.map(async (c) => ({ c, info: await jsm.consumers.info(c.stream, c.durable) })));
      return {
        pending: infos.map(({ c, info }) => ({ labels: labelsOf(c), value: info.num_pending })),
        ackPending: infos.map(({ c, info }) => ({ labels: labelsOf(c), value: info.num_ack_pending })),
      };
    },
  });
  scrapedGauges(metrics, {
    collector: 'parked_events',
    gauges: {
      parked: {
        name: 'parked_events',
        help: 'Events a consumer could not apply and parked, not replayed yet (/api/admin/parked-events/{service}).',
        labelNames: ['stream', 'durable'],
      },
    },
    read: async () => {
      const rows = rowsOf<{ stream: string; consumer: string; open: number | string }>(
        await db.execute(sql`select stream, consumer, count(*) as open from parked_events where replayed_at is null group by stream, consumer`),
      );
      // Every running durable (0 when nothing is parked), and any other durable that parked events.
      const parked = new Map<string, Sample>(consumers.map((c) => [`${c.stream} ${c.durable}`, { labels: labelsOf(c), value: 0 }]));
      for (const r of rows) parked.set(`${r.stream} ${r.consumer}`, { labels: { stream: r.stream, durable: r.consumer }, value: Number(r.open) });
      return { parked: [...parked.values()] };
    },
  });
}
