/**
 * How an error reaches a log line: by allowlist. A database error carries the statement's parameter
 * values (drizzle's `params` and its message "Failed query: … params: …", PGlite's `params`, the
 * server's `detail` "Key (email)=(…) already exists", `where`, …): names, emails, search text,
 * password hashes. So only fields known to be safe are copied; every other field is dropped,
 * whatever its name (docs/platform.md, Logging).
 */

/** Fields copied as they are when they are strings or numbers: names and codes, never values. */
const SAFE_FIELDS = [
  'name', 'code', 'errno', 'syscall', 'severity', 'constraint', 'table', 'column', 'schema',
  'dataType', 'routine', 'status', 'statusCode', 'type',
] as const;

const MAX_DEPTH = 4;

/**
 * The message without anything that can carry a value. drizzle's "Failed query: <statement>\nparams:
 * <values>" keeps the statement (placeholders, quoted identifiers) and loses the params part. Any
 * other message loses every double-quoted segment: PostgreSQL quotes values there (`invalid input
 * syntax for type uuid: "…"`), `JSON.parse` quotes the input (`"…" is not valid JSON`); the
 * identifiers PostgreSQL also quotes are in their own fields (`constraint`, `table`, `column`).
 */
export function safeMessage(message: string): string {
  if (message.startsWith('Failed query: ')) return message.split(/\r?\nparams:/)[0];
  return message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');
}

/** The stack's frames only: its first lines repeat the message, with whatever values it held. */
const stackFrames = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function serialize(error: unknown, depth: number): Record<string, unknown> | string {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return typeof error === 'string' ? safeMessage(error) : String(typeof error);
  }
  const source = error as Record<string, unknown>;
  const out: Record<string, unknown> = { type: error.constructor?.name ?? 'Object' };
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.message === 'string') out.message = safeMessage(source.message);
  if (typeof source.stack === 'string') out.stack = stackFrames(source.stack);
  if (depth < MAX_DEPTH) {
    if (source.cause !== undefined) out.cause = serialize(source.cause, depth + 1);
    if (Array.isArray(source.errors)) out.errors = source.errors.slice(0, 10).map((e) => serialize(e, depth + 1));
  }
  return out;
}

/** pino serializer for `err` (and `error`): the allowlisted view of an error, its cause and its parts. */
export const safeErrorSerializer = (error: unknown) => serialize(error, 0);
