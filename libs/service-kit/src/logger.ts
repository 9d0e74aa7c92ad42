import { pino, type DestinationStream, type Logger } from 'pino';
import { safeErrorSerializer, safeMessage } from './error-serializer';
import { traceMixin } from './tracing/log-fields';

export type { Logger };

/** Paths that never reach a log line: tokens, cookies, passwords. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  'password',
  'accessToken',
  'refreshToken',
];

/**
 * `log.error(error)` would make the error's message the line's `msg` — with drizzle's "params: …"
 * in it. An error passed first goes under `err` (the serializer) and its message is cleaned.
 */
function errorFirstSafely(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
  const [first, ...rest] = args;
  if (!(first instanceof Error)) return method.apply(this, args);
  return method.apply(this, [{ err: first }, ...(rest.length > 0 ? rest : [safeMessage(first.message)])]);
}

/**
 * The one root logger of a service. Errors (under `err` or `error`, or passed as the first
 * argument) are written through the allowlist serializer: database errors never bring their
 * parameter values along. A line written while a request or an event is handled carries its
 * `trace_id` and `span_id` (tracing/log-fields.ts). `destination` lets tests read every line.
 */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
    hooks: { logMethod: errorFirstSafely },
    mixin: traceMixin,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger handed in from outside (tests, embedders) with the same error serializers as `createLogger`'s. */
export const withSafeErrors = (logger: Logger): Logger =>
  logger.child({}, { serializers: { err: safeErrorSerializer, error: safeErrorSerializer } });
