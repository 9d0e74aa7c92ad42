import { AppError, type Queryable } from '@cs/service-kit';
import { findClient } from './clients.repo';

/**
 * The client a facility is given must be live: unknown → 404, in the trash → 409, both naming
 * `clientId`. The client's row stays locked for the rest of the transaction, so a concurrent move
 * of that client to the trash waits and then sees the facility (docs/facilities.md, "Clients").
 */
export async function assertClientUsable(db: Queryable, clientId: string | null | undefined): Promise<void> {
  if (!clientId) return;
  if (await findClient(db, clientId, { lock: 'no key update' })) return;
  if (await findClient(db, clientId, { trashed: true })) {
    throw new AppError(409, 'CLIENT_IN_TRASH', 'The client is in the trash; restore it first.', { errors: { clientId: ['is in the trash'] } });
  }
  throw new AppError(404, 'CLIENT_NOT_FOUND', 'The client was not found.', { errors: { clientId: ['no client has this id'] } });
}
