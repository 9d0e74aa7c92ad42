import { v7 as uuidv7 } from 'uuid';
import { connectBus, createLogger, ensureStream, type Bus } from '@cs/service-kit';
import { streams, subjectOf, type EventEnvelope, type PermissionMap } from '@cs/contracts';
import { call, createTestDatabase, grant, startNats, TestIssuer, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { readConfig } from '../../src/config';
import { startStaffing } from '../../src/service';

export type Staffing = Awaited<ReturnType<typeof startStaffing>>;

/** Every staffing module with every action, scope All. */
export const everything = grant([
  'employees',
  'absences',
  'orders',
  'assignments',
  'assignmentSettings',
  'trash',
  'distances',
  'valueLists',
]);

/** One staffing service on real NATS and PostgreSQL (or PGlite), with a token issuer and an event publisher. */
export class Harness {
  private constructor(
    readonly svc: Staffing,
    readonly issuer: TestIssuer,
    private readonly nats: TestNats,
    private readonly bus: Bus,
    private readonly dropDb: () => Promise<void>,
    readonly admin: string,
    /** The service's database on a PostgreSQL server (TEST_DATABASE_URL), for a second connection; undefined on PGlite. */
    readonly databaseUrl: string | undefined,
  ) {}

  static async start(label: string, env: Record<string, string> = {}) {
    const nats = await startNats();
    const issuer = await TestIssuer.start();
    const database = await createTestDatabase(`staffing_${label}`);
    const svc = await startStaffing(
      readConfig(testEnv({ NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, DATABASE_URL: database.url, ...env })),
    );
    const bus = await connectBus(nats.url, 'staffing-test', createLogger('staffing-test', 'silent'));
    await ensureStream(bus.jsm, streams.facilities);
    const admin = await issuer.token({ perm: everything, sub: uuidv7(), name: 'Admin Tester' });
    return new Harness(svc, issuer, nats, bus, database.drop, admin, database.url);
  }

  get url() {
    return this.svc.url;
  }

  /** The NATS server, for starting another service next to staffing. */
  get natsUrl() {
    return this.nats.url;
  }

  token(perm: PermissionMap, emp: string | null = null) {
    return this.issuer.token({ perm, emp, sub: uuidv7() });
  }

  /** An HTTP call with the admin token unless another is given. */
  call(path: string, init: Parameters<typeof call>[1] = {}) {
    return call(`${this.svc.url}${path}`, { token: this.admin, ...init });
  }

  /** Publishes an event as another service's outbox relay would. */
  async publish(type: string, subject: { type: string; id: string }, data: Record<string, unknown>, id = uuidv7()) {
    const envelope: EventEnvelope = {
      id,
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      actor: { userId: null },
      subject,
      data,
      correlationId: null,
    };
    await this.publishEnvelope(envelope);
    return envelope;
  }

  /** Publishes an envelope; another `msgID` than the event id slips past JetStream's duplicate window (a redelivery). */
  async publishEnvelope(envelope: EventEnvelope, msgID = envelope.id) {
    await this.bus.js.publish(subjectOf(envelope), JSON.stringify(envelope), { msgID });
  }

  /** Publishes raw bytes on a subject (poison messages). */
  async publishRaw(subject: string, payload: string) {
    await this.bus.js.publish(subject, payload);
  }

  async stop() {
    await this.bus?.close();
    await this.svc?.stop();
    await this.dropDb?.();
    await this.issuer?.stop();
    await this.nats?.stop();
  }
}
