import { v7 as uuidv7 } from 'uuid';
import type { EventEnvelope } from '@cs/contracts';
import { call, grant, outboxEvents, ServiceUnderTest, testEnvelope, TestEventPublisher, type TestIssuer, type TestNats } from '@cs/service-kit/testing/index';
import { forTestFile } from '@cs/service-kit/testing/for-test-file';
import { readConfig, type FacilitiesConfig } from '../../src/config';
import { migrationsFolder, startFacilities } from '../../src/service';

export type FacilitiesService = Awaited<ReturnType<typeof startFacilities>>;

/** Everything the facilities service touches, for one test file: NATS, database, issuer, service. */
export interface Harness {
  svc: FacilitiesService;
  issuer: TestIssuer;
  nats: TestNats;
  /** Full access to facilities, contracts, clients and the trash. */
  token: string;
  /** `GET`/`POST`/… against the service with the full-access token unless one is given. */
  api: (path: string, init?: Parameters<typeof call>[1]) => ReturnType<typeof call>;
  /** A stand-in staffing publishing into the STAFFING stream (closed by `stop`). */
  staffing: TestPublisher;
  /** The kit's service under test behind these names. */
  underTest: ServiceUnderTest<FacilitiesService, FacilitiesConfig>;
  begin(): Promise<unknown>;
  stop(): Promise<void>;
}

/** The kit's `ServiceUnderTest` under the names the facilities tests use. */
function facilitiesUnderTest(label: string, env: Record<string, string>): Harness {
  const underTest = new ServiceUnderTest({
    label,
    migrationsFolder,
    start: startFacilities,
    readConfig,
    env,
    defaultClaims: { perm: grant(['facilities', 'contracts', 'clients', 'trash']) },
  });
  return {
    get svc() { return underTest.svc; },
    get issuer() { return underTest.issuer; },
    get nats() { return underTest.nats; },
    get token() { return underTest.defaultToken as string; },
    api: (path, init = {}) => underTest.call(path, init),
    staffing: new TestPublisher(() => underTest.events()),
    underTest,
    begin: () => underTest.begin(),
    stop: () => underTest.stop(),
  };
}

/** Starts facilities now (in a `beforeAll`). */
export async function startHarness(label: string, env: Record<string, string> = {}): Promise<Harness> {
  const harness = facilitiesUnderTest(label, env);
  await harness.begin();
  return harness;
}

/** Starts facilities before this file's tests and stops it after them. */
export const harnessForFile = (label: string, env: Record<string, string> = {}) => forTestFile(facilitiesUnderTest(label, env));

/** The events the service wrote to its outbox about one subject, oldest first. */
export const outboxEventsOf = (svc: FacilitiesService, subjectId: string) => outboxEvents(svc.db, { subjectId });

/** A stand-in producer (e.g. staffing) publishing envelopes straight to JetStream. */
export class TestPublisher {
  constructor(
    private readonly publisher: () => Promise<TestEventPublisher>,
    private readonly closeConnection: () => Promise<void> = async () => undefined,
  ) {}

  /** Its own connection to NATS (`close` it); a harness's `staffing` shares the harness's. */
  static async connect(url: string) {
    const publisher = await TestEventPublisher.connect(url, []);
    return new TestPublisher(async () => publisher, () => publisher.close());
  }

  envelope(type: string, data: Record<string, unknown>, subject = { type: 'valueListEntry', id: String(data.code ?? uuidv7()) }): EventEnvelope {
    return testEnvelope(type, subject, data);
  }

  /** Publishes an envelope; `msgId` defaults to a fresh one so the same event can be redelivered on purpose. */
  async publish(event: EventEnvelope, msgId = uuidv7()) {
    await (await this.publisher()).publishEnvelope(event, msgId);
  }

  async publishRaw(subject: string, payload: string) {
    await (await this.publisher()).publishRaw(subject, payload);
  }

  /** Closes its own connection (a harness closes the one it shares). */
  close() {
    return this.closeConnection();
  }
}

/** A minimal valid facility body. */
export const facilityBody = (overrides: Record<string, unknown> = {}) => ({ name: `Haus ${uuidv7().slice(-6)}`, ...overrides });
