import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streams, subjectOf } from '@cs/contracts';
import { accessTokensRevokedEventDataSchema, identityEventTypes } from '@cs/contracts/events/identity';
import type { Logger } from '../logger';
import { ensureStream } from '../messaging/bus';
import type { RevocationList } from './revocation-list';

export const REVOCATION_SUBJECT = subjectOf({ type: identityEventTypes.accessTokensRevoked, version: 1 });

export interface RevocationWatch {
  /** Resolves once every revocation of the last maximum token lifetime that existed at start has been read. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Reads identity's revocation events into `list`: an ordered (ephemeral, per-process) JetStream
 * consumer on the IDENTITY stream that starts at now − the maximum token lifetime, so a verifier
 * that starts late still knows every revocation that can matter. nats.js recreates an ordered
 * consumer after a reconnect; if it fails for good (stream deleted), a new one starts a second later.
 */
export function watchRevocations(nc: NatsConnection, list: RevocationList, logger: Logger, maxLifetimeSeconds: number): RevocationWatch {
  const log = logger.child({ component: 'revocations' });
  let stopped = false;
  let messages: ConsumerMessages | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function runOnce() {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, streams.identity);
    const startTime = new Date(Date.now() - (maxLifetimeSeconds + 60) * 1000);
    // The newest revocation now: once it has been read (or if there is none that can matter), the list is complete.
    const last = await jsm.streams.getMessage(streams.identity.name, { last_by_subj: REVOCATION_SUBJECT }).catch(() => null);
    const readyAt = last && last.time >= startTime ? last.seq : 0;
    if (readyAt === 0) markReady();
    const consumer = await jetstream(nc).consumers.get(streams.identity.name, {
      filter_subjects: REVOCATION_SUBJECT,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: startTime.toISOString(),
    });
    messages = await consumer.consume();
    if (stopped) messages.stop();
    for await (const m of messages) {
      apply(m.string(), m.seq);
      if (m.seq >= readyAt) markReady();
    }
  }

  function apply(raw: string, seq: number) {
    try {
      const data = accessTokensRevokedEventDataSchema.parse(JSON.parse(raw).data);
      list.revoke(data.userIds, Date.parse(data.issuedBefore));
      log.debug({ seq, users: data.userIds.length }, 'access tokens revoked');
    } catch {
      log.warn({ seq }, 'malformed revocation event ignored');
    }
  }

  const loop = (async () => {
    while (!stopped && !nc.isClosed()) {
      try {
        await runOnce();
      } catch (error) {
        if (stopped || nc.isClosed()) break;
        log.warn({ err: error }, 'revocation watch failed; retrying');
      }
      if (!stopped) await sleep(1_000);
    }
  })();

  return {
    ready,
    async stop() {
      stopped = true;
      messages?.stop();
      await loop;
    },
  };
}
