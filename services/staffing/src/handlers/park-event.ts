import type { Logger, Queryable } from '@cs/service-kit';
import { parkedEvents } from '../schema';

/** Keeps an event that cannot be applied for a person to look at, and logs it. Never throws on the payload. */
export async function parkEvent(q: Queryable, logger: Logger, entry: { consumer: string; subject: string; reason: string; payload: unknown }) {
  const payload = typeof entry.payload === 'string' ? entry.payload : JSON.stringify(entry.payload);
  logger.error({ consumer: entry.consumer, subject: entry.subject, reason: entry.reason }, 'event parked');
  await q.insert(parkedEvents).values({ consumer: entry.consumer, subject: entry.subject, reason: entry.reason.slice(0, 2000), payload });
}
