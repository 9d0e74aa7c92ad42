import autocannon from 'autocannon';
import { measurementOf, warmedRun, type Measurement } from './measure';

export interface StatusScenario {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  method: 'POST' | 'PUT';
  /** Each request's body (e.g. a random candidate). */
  body: () => string;
  path: string;
  /** Called (and awaited) between the warm-up and the measured run (e.g. to read CPU times). */
  afterWarmUp?: () => unknown;
}

export interface StatusMeasurement extends Measurement {
  /** Status code → responses in the measured run (warm-up excluded). */
  statuses: Record<string, number>;
}

/**
 * Like `measure`, for writes whose non-2xx answers are expected (e.g. 409): a body per request,
 * a 2 s warm-up, then the run with its count per status code.
 */
export async function measureStatuses({ name, url, connections, seconds, headers, method, body, path, afterWarmUp }: StatusScenario): Promise<StatusMeasurement> {
  const requests = [{ path, setupRequest: (req: autocannon.Request) => ({ ...req, path, body: body() }) }];
  const result = await warmedRun({ url, connections, headers, method, requests }, seconds, afterWarmUp);
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return { ...measurementOf(name, connections, result), statuses: Object.fromEntries(Object.entries(stats).map(([code, s]) => [code, s.count])) };
}
