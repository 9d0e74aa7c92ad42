import { AppError } from '@cs/service-kit';
import type { GrantRefusal } from './grant-rules';

/** A refusal of the grant rules as a 403 problem with its code and the missing permissions. */
export const grantRefused = (refusal: GrantRefusal) =>
  new AppError(403, refusal.code, refusal.detail, refusal.missing ? { missing: refusal.missing } : {});
