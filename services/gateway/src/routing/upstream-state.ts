import type { Logger } from '@cs/service-kit';
import type { UpstreamName } from './route-table';

/** Seconds a client is told to wait (`Retry-After`) while a service is starting or down. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 2;

/**
 * Errors that mean nothing listens (yet) at the service's address — it is starting or down — or
 * the connection to it broke before an answer (undici's `UND_ERR_SOCKET`: the service closed it,
 * e.g. while stopping; `UND_ERR_CONNECT_TIMEOUT`: no answer to the connection attempt).
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export const isUnreachable = (error: Error) => unreachableCodes.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Whether a service answers, as the proxy last saw it: unknown until the first request, then up or
 * down. One log line per change — not one per request — so a service that is starting or restarting
 * does not flood the log: the first miss of a service never seen (the gateway started first) at
 * info, the loss of a service that answered at warn, its return at info.
 */
export function upstreamState(name: UpstreamName, logger: Logger) {
  let state: 'unknown' | 'up' | 'down' = 'unknown';
  return {
    answered() {
      if (state === 'up') return;
      if (state === 'down') logger.info({ upstream: name }, `${name} answers again`);
      state = 'up';
    },
    unreachable(error: Error) {
      if (state === 'down') return;
      const fields = { upstream: name, code: (error as NodeJS.ErrnoException).code };
      if (state === 'unknown') logger.info(fields, `${name} does not answer yet (starting?); answering 503 until it does`);
      else logger.warn(fields, `${name} stopped answering; answering 503 until it is back`);
      state = 'down';
    },
  };
}
