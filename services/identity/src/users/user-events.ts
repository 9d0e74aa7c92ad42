import { diffFields, recordChange, type Principal, type Queryable } from '@cs/service-kit';
import type { UserResponse } from '@cs/contracts/http/identity';
import { roleIdsOf } from './users.repo';
import { toUserResponse, userLabel, type UserRow } from './user-record';
import { systemActor } from '../shared/system-actor';

/** The wire form of a user row, with its current role ids. */
export async function loadUserResponse(db: Queryable, row: UserRow): Promise<UserResponse> {
  return toUserResponse(row, (await roleIdsOf(db, [row.id])).get(row.id) ?? []);
}

/** Records `identity.user.<verb>` with the user as data and field changes (never secrets). */
export function recordUserEvent(
  tx: Queryable,
  verb: 'created' | 'updated' | 'deactivated' | 'passwordReset',
  principal: Principal | null,
  before: UserResponse | null,
  after: UserResponse,
  correlationId?: string,
) {
  const changes = diffFields(before, after, ['id', 'lastLoginAt']);
  return recordChange(tx, { context: 'identity', aggregate: 'user', verb, principal, systemActor, id: after.id, label: userLabel(after), data: after, changes, correlationId });
}
