import { mergeGrants } from '@cs/contracts';
import type { MeResponse } from '@cs/contracts/http/identity';
import { unauthorized, type Principal, type Queryable } from '@cs/service-kit';
import { rolesOfUser } from '../roles/roles.repo';
import { findUser } from '../users/users.repo';
import { toUserResponse } from '../users/user-record';

/** The caller as stored now: roles and the permissions merged from them (what the next token will carry). */
export async function getMe(db: Queryable, principal: Principal): Promise<MeResponse> {
  const user = await findUser(db, principal.userId);
  if (!user || !user.active) throw unauthorized('Your account is not active.');
  const roles = await rolesOfUser(db, user.id);
  return {
    ...toUserResponse(user, roles.map((r) => r.id)),
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    permissions: mergeGrants(roles.flatMap((r) => r.permissions)),
  };
}
