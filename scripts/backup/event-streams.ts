/**
 * The event streams after a restore. They may hold events newer than the restored databases (of
 * writes the backup does not have), and the consumers' durable positions may lie past events whose
 * effects the restored databases lack. Neither can be trusted, so the restore deletes the streams
 * (and with them every durable consumer and JetStream's duplicate window); the services create
 * them again at start, and their relays publish the restored outboxes again
 * (`prepareRestoredDatabase`). Run only while every service is stopped.
 */
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { streams } from '@cs/contracts';

/**
 * Connects first (a restore checks NATS before it changes a database); `deleteAll()` then deletes
 * the system's event streams and resolves with those that existed.
 */
export async function eventStreamsAt(natsUrl: string) {
  const nc = await connect({ servers: natsUrl.split(','), timeout: 5_000 }).catch((error: Error) => {
    throw new Error(`NATS does not answer at ${natsUrl} (${error.message}): start it, or pass --nats none when the restored system gets a new, empty NATS`);
  });
  const jsm = await jetstreamManager(nc, { timeout: 20_000 }).catch(async (error) => {
    await nc.close();
    throw error;
  });
  return {
    async deleteAll(): Promise<string[]> {
      const deleted: string[] = [];
      for (const { name } of Object.values(streams)) {
        try {
          if (await jsm.streams.delete(name)) deleted.push(name);
        } catch (error) {
          if (!/stream not found/i.test(String((error as Error).message))) throw error;
        }
      }
      return deleted;
    },
    close: () => nc.drain().catch(() => nc.close()),
  };
}
