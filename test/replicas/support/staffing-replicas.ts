/**
 * Several staffing processes on one database, offered to staffing's test fixtures as one harness
 * (`StaffingClient`): `call` goes to the processes in turn (so set-up data comes through all of
 * them), `callOn(i, …)` to one; `publish` sends facilities' events; `svc.db` reads the shared database.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { streams } from '@cs/contracts';
import type { Db } from '@cs/service-kit';
import { call, TestEventPublisher } from '@cs/service-kit/testing/index';
import { everything, type StaffingClient } from '../../../services/staffing/test/support/harness';
import type { ReplicaPlatform } from './replica-platform';
import type { ServiceProcess } from './service-process';

type CallInit = Parameters<typeof call>[1];

export class StaffingReplicas implements StaffingClient {
  private turn = 0;
  /** The shared database (the fixtures wait on staffing's replica tables through it). */
  readonly svc: { db: Db };

  private constructor(
    readonly processes: ServiceProcess[],
    readonly admin: string,
    private readonly pool: pg.Pool,
    private readonly publisher: TestEventPublisher,
  ) {
    this.svc = { db: drizzle({ client: pool }) as unknown as Db };
  }

  /** `count` staffing processes started at once on the platform's staffing database. */
  static async start(platform: ReplicaPlatform, count: number, env: Record<string, string> = {}) {
    const processes = await platform.start('staffing', count, env);
    return StaffingReplicas.over(platform, processes);
  }

  /** A harness over processes already running. */
  static async over(platform: ReplicaPlatform, processes: ServiceProcess[]) {
    const admin = await platform.issuer.token({ perm: everything, sub: uuidv7(), name: 'Admin Tester' });
    const pool = new pg.Pool({ connectionString: await platform.databaseUrl('staffing'), max: 2 });
    const publisher = await TestEventPublisher.connect(platform.nats.url, [streams.facilities]);
    const replicas = new StaffingReplicas(processes, admin, pool, publisher);
    platform.closeAtEnd(() => replicas.close());
    return replicas;
  }


  /** A call to the next process in turn, with the admin token unless another is given. */
  call(path: string, init: CallInit = {}) {
    return this.callOn(this.turn++ % this.processes.length, path, init);
  }

  callOn(index: number, path: string, init: CallInit = {}) {
    return call(`${this.processes[index].url}${path}`, { token: this.admin, ...init });
  }

  publish(type: string, subject: { type: string; id: string }, data: Record<string, unknown>, id = uuidv7()) {
    return this.publisher.publish(type, subject, data, id);
  }

  /** Closes the harness's own connections (the processes are the platform's); the platform calls it at the end. */
  private async close() {
    await this.publisher.close();
    await this.pool.end();
  }
}
