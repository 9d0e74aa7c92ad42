import type { Request } from 'express';

/**
 * The caller's preferred language among `supported` by its Accept-Language header (Express's
 * negotiation, q-values and `en-US` → `en` included); the first supported one when none matches.
 */
export function preferredLanguage<L extends string>(req: Request, supported: readonly [L, ...L[]]): L {
  const match = req.acceptsLanguages(...supported);
  return (match || supported[0]) as L;
}
