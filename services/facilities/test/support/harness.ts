import { asc, sql } from 'drizzle-orm';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { v7 as uuidv7 } from 'uuid';
import { subjectOf, type EventEnvelope } from '@cs/contracts';
import { call, createTestDatabase, grant, startNats, TestIssuer, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { outbox } from '../../src/schema';
import { readConfig } from '../../src/config';
import { startFacilities } from '../../src/service';

export type FacilitiesService = Awaited<ReturnType<typeof startFacilities>>;

/** Everything the facilities service touches, for one test file: NATS, database, issuer, service. */
export interface Harness {
  svc: FacilitiesService;
  issuer: TestIssuer;
  nats: TestNats;
  /** Full access to facilities, contracts and the trash. */
  token: string;
  /** `GET`/`POST`/… against the service with the full-access token unless one is given. */
  api: (path: string, init?: Parameters<typeof call>[1]) => ReturnType<typeof call>;
  stop(): Promise<void>;
}

export async function startHarness(label: string, env: Record<string, string> = {}): Promise<Harness> {
  const nats = await startNats();
  const issuer = await TestIssuer.start();
  const database = await createTestDatabase(label);
  const svc = await startFacilities(
    readConfig(testEnv({ NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, DATABASE_URL: database.url, ...env })),
  );
  const token = await issuer.token({ perm: grant(['facilities', 'contracts', 'trash']) });
  return {
    svc,
    issuer,
    nats,
    token,
    api: (path, init = {}) => call(`${svc.url}${path}`, { token, ...init }),
    async stop() {
      await svc.stop();
      await database.drop();
      await issuer.stop();
      await nats.stop();
    },
  };
}

/** The events the service wrote to its outbox about one subject, oldest first. */
export async function outboxEventsOf(svc: FacilitiesService, subjectId: string): Promise<EventEnvelope[]> {
  const rows = await svc.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}->'subject'->>'id' = ${subjectId}`)
    .orderBy(asc(outbox.seq));
  return rows.map((r) => r.payload as EventEnvelope);
}

/** A stand-in producer (e.g. staffing) publishing envelopes straight to JetStream. */
export class TestPublisher {
  private constructor(private readonly nc: NatsConnection) {}

  static async connect(url: string) {
    return new TestPublisher(await connect({ servers: url }));
  }

  envelope(type: string, data: Record<string, unknown>, subject = { type: 'valueListEntry', id: String(data.code ?? uuidv7()) }): EventEnvelope {
    return {
      id: uuidv7(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      actor: { userId: null },
      subject,
      data,
      correlationId: null,
    };
  }

  /** Publishes an envelope; `msgId` defaults to a fresh one so the same event can be redelivered on purpose. */
  async publish(event: EventEnvelope, msgId = uuidv7()) {
    await jetstream(this.nc).publish(subjectOf(event), JSON.stringify(event), { msgID: msgId });
  }

  async publishRaw(subject: string, payload: string) {
    await jetstream(this.nc).publish(subject, payload);
  }

  close() {
    return this.nc.drain();
  }
}

/** A minimal valid facility body. */
export const facilityBody = (overrides: Record<string, unknown> = {}) => ({ name: `Haus ${uuidv7().slice(-6)}`, ...overrides });
