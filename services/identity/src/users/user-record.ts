import type { UserResponse } from '@cs/contracts/http/identity';
import { pickFields, recordStamps } from '@cs/service-kit';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

/** The wire form: never the password hash. */
export const toUserResponse = (row: UserRow, roleIds: string[]): UserResponse => ({
  ...pickFields(row, ['id', 'email', 'displayName', 'active']),
  roleIds: [...roleIds].sort(),
  employeeId: row.employeeId,
  facilityId: row.facilityId,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  ...recordStamps(row),
});

/** How the trash and the audit log name a user. */
export const userLabel = (user: { displayName: string; email: string }) => `${user.displayName} <${user.email}>`;
