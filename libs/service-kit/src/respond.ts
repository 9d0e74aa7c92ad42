import type { Request, Response } from 'express';

/** `Accept: text/json` gets `text/json`; everything else `application/json` (spec §4 rule 2). */
export function sendJson(req: Request, res: Response, status: number, body: unknown) {
  const type = req.accepts(['application/json', 'text/json']) === 'text/json' ? 'text/json' : 'application/json';
  if (body && typeof body === 'object' && 'version' in body && typeof (body as { version: unknown }).version === 'number') {
    res.setHeader('ETag', `"${(body as { version: number }).version}"`);
  }
  res.status(status).type(`${type}; charset=utf-8`).send(JSON.stringify(body));
}
