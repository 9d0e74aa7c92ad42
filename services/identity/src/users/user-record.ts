import type { UserResponse } from '@cs/contracts/http/identity';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

/** The wire form: never the password hash. */
export const toUserResponse = (row: UserRow, roleIds: string[]): UserResponse => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  active: row.active,
  roleIds: [...roleIds].sort(),
  employeeId: row.employeeId,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** How the trash and the audit log name a user. */
export const userLabel = (user: { displayName: string; email: string }) => `${user.displayName} <${user.email}>`;
