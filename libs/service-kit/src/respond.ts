import type { Request, Response } from 'express';

const APPLICATION_JSON = 'application/json; charset=utf-8';
const TEXT_JSON = 'text/json; charset=utf-8';

/**
 * `Accept: text/json` gets `text/json`; everything else `application/json` (spec §4 rule 2). Only
 * an Accept header that mentions text/json needs real negotiation (q-values decide).
 */
function responseType(req: Request): string {
  const accept = req.headers.accept;
  if (!accept || !accept.includes('text/json')) return APPLICATION_JSON;
  return req.accepts(['application/json', 'text/json']) === 'text/json' ? TEXT_JSON : APPLICATION_JSON;
}

const versionOf = (body: unknown) =>
  body !== null && typeof body === 'object' && typeof (body as { version?: unknown }).version === 'number' ? (body as { version: number }).version : undefined;

/**
 * Writes a JSON response in one go: content type by the spec's rule, `ETag` from a record's
 * `version` (what `If-Match` expects back), explicit length. Written directly on the response — the
 * hot path of every read — instead of through express's `res.send` (no body hashing, no charset
 * rewriting, no freshness check we do not use).
 */
export function sendJson(req: Request, res: Response, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', responseType(req));
  const version = versionOf(body);
  if (version !== undefined) res.setHeader('etag', `"${version}"`);
  res.setHeader('content-length', Buffer.byteLength(json));
  res.end(req.method === 'HEAD' ? undefined : json);
}

/** Charsets a text file answer may declare, with the Node encoding that writes them. */
const encodings: Record<string, BufferEncoding> = { 'utf-8': 'utf8', 'iso-8859-1': 'latin1' };

/** A file's text encoded by the content type's charset (UTF-8 unless named; in ISO-8859-1 a character outside it is a bug and throws). */
function encoded(text: string, contentType: string): Buffer {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
  const encoding = encodings[charset];
  if (!encoding) throw new Error(`file answers support the charsets ${Object.keys(encodings).join(', ')}, not ${charset}`);
  if (encoding === 'latin1' && /[^\u0000-\u00ff]/.test(text)) throw new Error('the file holds a character outside ISO-8859-1');
  return Buffer.from(text, encoding);
}

/** `attachment` with the name as ASCII (others → `_`) and, for the rest, RFC 5987's UTF-8 form. */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * A file answer (an operation's `file`): its content type, download name and body in one go —
 * bytes as they are, text encoded by the content type's charset.
 */
export function sendFile(req: Request, res: Response, status: number, contentType: string, file: { filename: string; content: string | Uint8Array }) {
  const body = typeof file.content === 'string' ? encoded(file.content, contentType) : file.content;
  res.statusCode = status;
  res.setHeader('content-type', contentType);
  res.setHeader('content-disposition', contentDisposition(file.filename));
  res.setHeader('content-length', body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : body);
}
