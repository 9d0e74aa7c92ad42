import { pino, type Logger } from 'pino';

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

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
