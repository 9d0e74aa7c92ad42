import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import typeis from 'type-is';
import { AppError } from './problem-details';

/** The request content types the spec accepts for JSON bodies. */
export const JSON_CONTENT_TYPES = ['application/json', 'text/json', 'application/*+json'];

/** A request carries a body when it says so (length > 0 or chunked). Most reads carry none. */
export const hasBody = (req: IncomingMessage) => typeis.hasBody(req) && req.headers['content-length'] !== '0';

/**
 * JSON body parsing with the spec's content-type rules: a body of another type → 415, malformed
 * JSON → 400, too large → 413 (the error handler renders all three). Requests without a body
 * (every read) pass straight through.
 */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ type: JSON_CONTENT_TYPES, limit, strict: false });
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    if (!typeis(req, JSON_CONTENT_TYPES)) {
      const type = req.headers['content-type'] ?? '(none)';
      return next(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content type ${type} is not accepted; send application/json.`));
    }
    parse(req, res, next);
  };
}
