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

/** `attachment` with the name as ASCII (others → `_`) and, for the rest, RFC 5987's UTF-8 form. */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** A file answer (an operation with `file`): its media type, download name and bytes, in one go. */
export function sendFile(req: Request, res: Response, status: number, mediaType: string, file: { filename: string; content: Uint8Array }) {
  res.statusCode = status;
  res.setHeader('content-type', mediaType);
  res.setHeader('content-disposition', contentDisposition(file.filename));
  res.setHeader('content-length', file.content.byteLength);
  res.end(req.method === 'HEAD' ? undefined : file.content);
}
