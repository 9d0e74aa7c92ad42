import { v7 as uuidv7 } from 'uuid';
import { transact, type ServiceDeps } from '@cs/service-kit';
import type { IdentityConfig } from '../config';
import { takeBootstrapLock } from '../shared/bootstrap-lock';
import { hashPassword } from '../passwords/password-hash';
import { enforcePasswordPolicy } from '../passwords/enforce-password-policy';
import { findAdministratorRole } from '../roles/roles.repo';
import { countUsers, insertUser, setUserRoles } from '../users/users.repo';
import { loadUserResponse, recordUserEvent } from '../users/user-events';

/**
 * On a start with no users at all, creates the administrator from BOOTSTRAP_ADMIN_EMAIL /
 * BOOTSTRAP_ADMIN_PASSWORD (logged by user id: neither the email nor the password). Runs after the roles are seeded.
 */
export async function bootstrapAdministrator(deps: ServiceDeps, config: IdentityConfig): Promise<void> {
  const email = config.BOOTSTRAP_ADMIN_EMAIL;
  const password = config.BOOTSTRAP_ADMIN_PASSWORD;
  if (!email || !password) {
    if ((await countUsers(deps.db)) === 0) deps.logger.warn('no users and no BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD: nobody can log in');
    return;
  }
  enforcePasswordPolicy(password, email, 'BOOTSTRAP_ADMIN_PASSWORD');
  const passwordHash = await hashPassword(password);
  await transact(deps, async (tx) => {
    await takeBootstrapLock(tx);
    if ((await countUsers(tx)) > 0) return;
    const admin = await findAdministratorRole(tx);
    if (!admin) throw new Error('the Administrator role is missing');
    const row = await insertUser(tx, uuidv7(), { email, displayName: config.BOOTSTRAP_ADMIN_NAME, active: true, employeeId: null, passwordHash });
    await setUserRoles(tx, row.id, [admin.id]);
    await recordUserEvent(tx, 'created', null, null, await loadUserResponse(tx, row));
    deps.logger.info({ event: 'security.bootstrap_admin', userId: row.id }, 'bootstrap administrator created');
  });
}
