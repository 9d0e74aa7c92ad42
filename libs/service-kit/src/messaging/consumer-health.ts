import type { JetStreamManager } from '@nats-io/jetstream';
import { safeMessage } from '../error-serializer';
import { within, type ComponentHealth } from '../readiness';

/** What a running consumer knows of itself between readiness probes. */
export interface ConsumerState {
  /** False once its message loop has ended (stopped, or the subscription closed). */
  running: boolean;
  /** The last event it could not handle (retried or parked), with when. */
  lastError: { message: string; at: string } | null;
}

export const noteFailure = (state: ConsumerState, error: unknown) => {
  state.lastError = { message: safeMessage(String((error as Error)?.message ?? error)).slice(0, 500), at: new Date().toISOString() };
};

/**
 * A consumer is attached while the server holds a pull request of it (`num_waiting`) or has
 * delivered messages it has not acknowledged yet (`num_ack_pending`: it is working). Asked of the
 * server at each probe, so the state turns back by itself once NATS is back.
 */
export async function consumerHealth(jsm: JetStreamManager, stream: string, durable: string, state: ConsumerState): Promise<ComponentHealth> {
  const facts = { stream, ...(state.lastError ? { lastError: state.lastError } : {}) };
  if (!state.running) return { status: 'degraded', detail: 'stopped: it receives no events', ...facts };
  try {
    const info = await within(jsm.consumers.info(stream, durable), `consumer ${durable}`);
    const attached = info.num_waiting > 0 || info.num_ack_pending > 0;
    const counts = { pending: info.num_pending, ackPending: info.num_ack_pending };
    return attached ? { status: 'ok', ...counts, ...facts } : { status: 'degraded', detail: 'not attached: no pull request at the server', ...counts, ...facts };
  } catch (error) {
    return { status: 'degraded', detail: (error as Error).message, ...facts };
  }
}
