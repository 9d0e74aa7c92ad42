import type { System } from '../start-system';
import type { SampleContext } from './audit-sample';
import { Caller, records, selfServiceRole } from './office';

/**
 * What the sample requests of every mutating operation build on (support/audit-samples-*.ts): the
 * administrator, a facility with an Active contract, a self-service user linked to an employee.
 */
export async function sampleContext(system: System): Promise<{ ctx: SampleContext; administrator: { caller: Caller; userId: string; displayName: string } }> {
  const admin = new Caller(system, (await system.login()).token);
  const me = await admin.get('/api/auth/me');
  const administrator = { caller: admin, userId: me.id, displayName: me.displayName };
  const make = records(admin);
  const facility = await make.facility();
  await make.contract(facility.id);
  const employee = await make.employee();
  const password = 'self-service-password';
  const user = await make.user({ password, roleIds: [(await selfServiceRole(admin)).id], employeeId: employee.id });
  const loginAs = async (email: string, pw: string) => new Caller(system, (await system.login(email, pw)).token);
  const selfService = { caller: await loginAs(user.email, password), userId: user.id, displayName: user.displayName, employeeId: employee.id };
  const databases = { identity: () => system.identity.db, facilities: () => system.facilities.db, staffing: () => system.staffing.db, audit: () => system.audit.db };
  return { ctx: { admin, make, facility, selfService, loginAs, databases }, administrator };
}
