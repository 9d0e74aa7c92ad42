import { z } from 'zod';
import type { DeclaredError } from '../operation';

/**
 * The 403s of "nobody grants what they do not hold" (docs/identity.md, Who may grant what), besides
 * the kit's `FORBIDDEN` for a missing module permission.
 */
export const grantRefusals = (...codes: Array<'PERMISSION_NOT_HELD' | 'ADMINISTRATOR_PROTECTED' | 'OWN_ROLES' | 'OWN_EMPLOYEE_LINK'>): DeclaredError => ({
  status: 403,
  codes: ['FORBIDDEN', ...codes],
  extensions: {
    missing: z
      .array(z.string())
      .meta({ description: 'PERMISSION_NOT_HELD: the permissions the change would grant that the caller does not hold, e.g. `orders:delete (All)`' }),
  },
  description: 'The caller lacks the module permission, or the change would grant or touch more than the caller holds',
});
