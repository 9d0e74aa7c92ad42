import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logger';
import { RevocationList } from './revocation-list';
import { watchRevocations, type RevocationWatch } from './watch-revocations';

export interface RevocationFollower {
  revocations: RevocationList;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * For a process without a bus of its own (the gateway): connects to NATS in the background and
 * follows identity's revocations. Never blocks or fails the start: while NATS cannot be reached it
 * retries every second (logged once), and once connected nats.js reconnects forever. Until the
 * first connection the list is empty — revoked tokens still pass this process (the services behind
 * it, which cannot run without NATS, refuse them).
 */
export function followRevocations(natsUrl: string, name: string, logger: Logger, maxLifetimeSeconds: number): RevocationFollower {
  const revocations = new RevocationList(maxLifetimeSeconds);
  let stopped = false;
  let nc: NatsConnection | undefined;
  let watch: RevocationWatch | undefined;

  const started = (async () => {
    let warned = false;
    while (!stopped) {
      try {
        nc = await connect({ servers: natsUrl.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
        break;
      } catch (error) {
        if (!warned) logger.warn({ err: error, nats: natsUrl }, 'NATS unreachable: revocations are not known until it is; retrying');
        warned = true;
        await sleep(1_000);
      }
    }
    if (stopped || !nc) return;
    logger.info({ nats: natsUrl }, 'following token revocations');
    watch = watchRevocations(nc, revocations, logger, maxLifetimeSeconds);
  })();

  return {
    revocations,
    async stop() {
      stopped = true;
      await started;
      await watch?.stop();
      if (nc && !nc.isClosed()) await nc.close();
    },
  };
}
