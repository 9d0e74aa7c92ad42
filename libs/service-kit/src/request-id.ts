import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptable = /^[A-Za-z0-9._:\-]{1,128}$/;

/** The caller's `x-request-id` when it is sane, otherwise a new one; written back onto the request. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}
