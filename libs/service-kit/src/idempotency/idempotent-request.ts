import { createHash } from 'node:crypto';
import { idempotencyHeaders, idempotencyKeyCodes } from '@cs/contracts';
import type { Request, Response } from 'express';
import { AppError } from '../problem-details';
import type { Logger } from '../logger';
import type { InFlight } from '../listen';
import type { IdempotencyStore, StoredAnswer } from './idempotency-store';

/** The headers of an answer that a repeat gets again (the rest — request id, trace — are the repeat's own). */
const KEPT_HEADERS = ['content-type', 'etag', 'location', 'retry-after'];
/** Between 1 and 255 visible ASCII characters (a UUID is the usual choice); a structured-field string's quotes are taken off. */
const KEY_PATTERN = /^[\x21\x23-\x7e]{1,255}$/;

/** The key a request carries, without the quotes of its structured-field form; undefined without one; 400 when malformed. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.headers[idempotencyHeaders.key];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header.join(',') : header).trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(400, idempotencyKeyCodes.invalid, 'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.', {
      errors: { 'Idempotency-Key': ['is malformed'] },
    });
  }
  return key;
}

/** The request a key stands for: method, path with query, and the body as parsed (so its whitespace does not matter). */
const digestOf = (req: Request) =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`)
    .digest('base64url');

function replay(res: Response, { status, headers, body }: StoredAnswer) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader(idempotencyHeaders.replayed, 'true');
  res.setHeader('content-length', body.byteLength);
  res.end(body);
}

/**
 * Holds `res.end` until the answer is stored under the key (or, for a 5xx, the key let go), so a
 * client that has its answer can rely on a repeat getting the same one. `write`s are collected too.
 */
function storeBeforeAnswering(res: Response, store: IdempotencyStore, caller: string, key: string, log: Logger) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    const status = res.statusCode;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // Counted in flight until stored: a stop waits for it before closing the database.
    const stored = (res.app.get('in flight') as InFlight | undefined)?.begin();
    const storing = status >= 500 ? store.release(caller, key) : store.answer(caller, key, { status, headers, body: Buffer.concat(chunks) });
    storing
      .catch((error) => log.warn({ err: error, status }, 'the answer of an idempotency key was not stored; a repeat within the lease is told to wait'))
      .finally(() => {
        end(...args);
        stored?.();
      });
    return res;
  }) as Response['end'];
}

/**
 * A POST with `Idempotency-Key`: the first request with the key does the work and its answer is
 * stored; a repeat with the same key and request gets that answer again (`Idempotent-Replayed:
 * true`); a repeat while the first is still in progress gets 409 `IDEMPOTENCY_KEY_IN_USE` with
 * `Retry-After`; the key sent with another request (method, path or body) gets 422
 * `IDEMPOTENCY_KEY_REUSED`. Keys are the caller's own (their user id) and live a day. A failure on
 * the server's side (5xx) stores nothing, so a repeat does the work again.
 * Answers true when the request was answered here (a replay).
 */
export async function rememberByKey(req: Request, res: Response, store: IdempotencyStore, caller: string, log: Logger): Promise<boolean> {
  const key = idempotencyKeyOf(req);
  if (key === undefined) return false;
  const claim = await store.claim(caller, key, digestOf(req));
  switch (claim.kind) {
    case 'claimed':
      storeBeforeAnswering(res, store, caller, key, log);
      return false;
    case 'answered':
      replay(res, claim.answer);
      return true;
    case 'in-progress':
      throw new AppError(409, idempotencyKeyCodes.inUse, 'A request with this Idempotency-Key is still in progress; repeat it shortly to get its answer.', {
        headers: { 'Retry-After': '1' },
      });
    case 'other-request':
      throw new AppError(422, idempotencyKeyCodes.reused, 'This Idempotency-Key was used for another request; send a new key with each new request.');
  }
}
