import { z } from 'zod';

/**
 * A boolean query filter: the query string carries `true` or `false`; the handler gets a boolean.
 * Documented as `type: boolean` (a query-string boolean is serialized as `true`/`false`), so client
 * generators type it as a boolean instead of a string enum.
 */
export const queryBoolean = (message = 'must be true or false') =>
  z
    .enum(['true', 'false'], { message })
    .transform((v) => v === 'true')
    .meta({ override: { type: 'boolean', enum: undefined } });
