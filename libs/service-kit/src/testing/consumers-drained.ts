import type { JetStreamManager } from '@nats-io/jetstream';
import { eventually } from './env';

/**
 * Waits until each durable consumer has handled everything its stream holds for it: nothing left
 * to deliver (`num_pending`) and nothing delivered but unacknowledged (`num_ack_pending`; a
 * consumer acks after its transaction commits). For tests that assert "exactly these, none more"
 * of a consumer that handles several events at once (audit), where the arrival of one event does
 * not mean the ones before it are done.
 */
export async function consumersDrained(jsm: JetStreamManager, consumers: ReadonlyArray<{ stream: string; durable: string }>, timeoutMs?: number) {
  await eventually(async () => {
    for (const { stream, durable } of consumers) {
      const info = await jsm.consumers.info(stream, durable);
      if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
    }
    return true;
  }, timeoutMs);
}
