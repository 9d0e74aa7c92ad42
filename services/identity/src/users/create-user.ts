import { v7 as uuidv7 } from 'uuid';
import { transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { CreateUserRequest, UserResponse } from '@cs/contracts/http/identity';
import { hashPassword } from '../passwords/password-hash';
import { enforcePasswordPolicy } from '../passwords/enforce-password-policy';
import { insertUser, setUserRoles } from './users.repo';
import { conflictOnUnique } from '@cs/service-kit/unique-violation';
import { userUniqueConflicts, ensureEmailFree, ensureEmployeeLinkable, ensureFacilityLinkable, ensureRolesExist } from './user-rules';
import { loadUserResponse, recordUserEvent } from './user-events';
import { ensureMayChangeUser } from './user-grant-checks';

/** Creates a user with an initial password (policy checked; stored as argon2id). */
export async function createUser(deps: ServiceDeps, principal: Principal, body: CreateUserRequest, correlationId?: string): Promise<UserResponse> {
  enforcePasswordPolicy(body.password, body.email);
  const passwordHash = await hashPassword(body.password);
  return conflictOnUnique(() => transact(deps, async (tx) => {
    const roleIds = await ensureRolesExist(tx, body.roleIds);
    const link = { employeeId: body.employeeId ?? null, facilityId: body.facilityId ?? null };
    await ensureFacilityLinkable(tx, link);
    await ensureMayChangeUser(tx, principal, null, roleIds, link);
    await ensureEmailFree(tx, body.email);
    await ensureEmployeeLinkable(tx, link.employeeId);
    const row = await insertUser(tx, uuidv7(), { email: body.email, displayName: body.displayName, active: body.active ?? true, ...link, passwordHash });
    await setUserRoles(tx, row.id, roleIds);
    const user = await loadUserResponse(tx, row);
    await recordUserEvent(tx, 'created', principal, null, user, correlationId);
    return user;
  }), userUniqueConflicts);
}
