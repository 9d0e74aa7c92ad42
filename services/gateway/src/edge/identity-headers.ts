import type { RequestHandler } from 'express';

/** Headers a client could use to pose as someone; only the verified bearer token says who calls. */
const spoofable = (name: string) => /^x-user(-|$)/.test(name) || name === 'x-principal' || name === 'x-forwarded-user';

export const stripIdentityHeaders: RequestHandler = (req, _res, next) => {
  for (const name of Object.keys(req.headers)) if (spoofable(name)) delete req.headers[name];
  next();
};
