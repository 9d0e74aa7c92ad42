import type { NatsConnection } from '@nats-io/nats-core';
import { sql } from 'drizzle-orm';
import { ping, rowsOf, type Db } from './db';
import type { RelayHealth } from './outbox/relay';

/** How long one dependency may take to answer a readiness probe. */
const PROBE_TIMEOUT_MS = 1_000;

/** `ok`; `degraded`: works, but something needs an operator; `down`: cannot work. */
export type ComponentStatus = 'ok' | 'degraded' | 'down';

/** One component's state as `/health/ready` lists it (`detail` says why when it is not `ok`). */
export interface ComponentHealth {
  status: ComponentStatus;
  detail?: string;
  [more: string]: unknown;
}

/**
 * A part of a running service that reports its state. `essential` ones (database, NATS) make the
 * service not ready (503) when down; the others (consumers, the outbox relay) only make the body say
 * `degraded`: taking the instance out of the load balancer would not bring them back.
 */
export interface ReadinessComponent {
  name: string;
  essential: boolean;
  check(): Promise<ComponentHealth>;
}

/** Something started in a service's `compose` that reports its state (a consumer). */
export interface ReportsHealth {
  readonly component: string;
  health(): Promise<ComponentHealth>;
}

export const reportsHealth = (value: unknown): value is ReportsHealth =>
  typeof value === 'object' && value !== null && typeof (value as ReportsHealth).health === 'function' && typeof (value as ReportsHealth).component === 'string';

/** The probe's answer, or an error naming the dependency (its own message, or a timeout). */
export function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout])
    .catch((error: Error) => Promise.reject(new Error(`${what}: ${error.message}`)))
    .finally(() => clearTimeout(timer));
}

const okUnlessThrows = (name: string, work: () => Promise<unknown>) => async (): Promise<ComponentHealth> => {
  try {
    await within(work(), name);
    return { status: 'ok' };
  } catch (error) {
    return { status: 'down', detail: (error as Error).message };
  }
};

/**
 * The database answers `select 1`, and the NATS server answers a ping. A connection that is
 * reconnecting is not closed, so `isClosed()` alone said "ready" for as long as NATS was away; the
 * round trip does not.
 */
export function dependencyComponents(db: Db, nc: NatsConnection): ReadinessComponent[] {
  return [
    { name: 'database', essential: true, check: okUnlessThrows('database', () => ping(db)) },
    {
      name: 'nats',
      essential: true,
      check: okUnlessThrows('NATS', () => (nc.isClosed() ? Promise.reject(new Error('connection closed')) : nc.rtt())),
    },
  ];
}

/**
 * The outbox: `degraded` once its oldest unpublished event waits longer than `staleAfterSeconds`
 * (NATS refuses, or no instance holds the relay lease), or when this instance's relay stopped;
 * the relay's last error comes along while its attempts fail.
 */
export function outboxComponent(db: Db, relay: { health(): RelayHealth }, staleAfterSeconds: number): ReadinessComponent {
  return {
    name: 'outbox',
    essential: false,
    async check() {
      const { running, failures, lastError } = relay.health();
      const [oldest] = rowsOf<{ age: number | string }>(
        await within(
          db.execute(sql`select extract(epoch from now() - created_at) as age from outbox where published_at is null order by seq limit 1`),
          'outbox',
        ),
      );
      const oldestUnpublishedSeconds = oldest === undefined ? null : Math.floor(Number(oldest.age));
      const facts = { oldestUnpublishedSeconds, ...(lastError === null ? {} : { failures, lastError }) };
      if (!running) return { status: 'degraded', detail: 'the outbox relay has stopped', ...facts };
      if (oldestUnpublishedSeconds === null || oldestUnpublishedSeconds < staleAfterSeconds) return { status: 'ok', ...facts };
      const detail = `an event has waited ${oldestUnpublishedSeconds} s to be published (limit ${staleAfterSeconds} s)`;
      return { status: 'degraded', detail, ...facts };
    },
  };
}

export const componentOf = (part: ReportsHealth): ReadinessComponent => ({ name: part.component, essential: false, check: () => part.health() });

export interface Readiness {
  status: 'ok' | 'degraded' | 'unavailable';
  /** The first essential component that is down, as `<name>: <why>`. */
  detail?: string;
  components: Record<string, ComponentHealth>;
}

/** Every component's state, and the service's: `unavailable` (503) when an essential one is down. */
export async function assessReadiness(components: readonly ReadinessComponent[]): Promise<Readiness> {
  const states = await Promise.all(
    components.map(async (component) => {
      const health = await component.check().catch((error: Error): ComponentHealth => ({ status: 'down', detail: error.message }));
      return [component, health] as const;
    }),
  );
  const down = states.find(([component, health]) => component.essential && health.status === 'down');
  const status = down ? 'unavailable' : states.every(([, health]) => health.status === 'ok') ? 'ok' : 'degraded';
  return {
    status,
    ...(down ? { detail: down[1].detail } : {}),
    components: Object.fromEntries(states.map(([component, health]) => [component.name, health])),
  };
}
