import type { EdgeStep } from './edge-step';

/** Headers a client could use to pose as someone (lower-case); only the verified bearer token says who calls. */
const spoofable = (name: string) =>
  name.startsWith('x-user') ? name.length === 6 || name[6] === '-' : name === 'x-principal' || name === 'x-forwarded-user';

/**
 * Removes the spoofable headers before anything reads or forwards them. Walks `rawHeaders` (no
 * array of names built per request); only names starting with `x` are looked at more closely.
 */
export const stripIdentityHeaders: EdgeStep = (req, _res, next) => {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const first = raw[i][0];
    if (first !== 'x' && first !== 'X') continue;
    const name = raw[i].toLowerCase();
    if (spoofable(name)) delete req.headers[name];
  }
  next();
};
