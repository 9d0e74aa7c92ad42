import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { containsIgnoringCase, findRecord, liveRows, selectPage, updateRecord, type FindRecordOptions, type Queryable } from '@cs/service-kit';
import type { ListUsersQuery } from '@cs/contracts/http/identity';
import { roles, userRoles, users } from '../schema';
import type { UserRow } from './user-record';

export type UserValues = Pick<typeof users.$inferInsert, 'email' | 'displayName' | 'active' | 'employeeId' | 'facilityId'>;

const live = liveRows(users);

function listFilter({ search, roleId, active }: ListUsersQuery): SQL | undefined {
  return and(
    live,
    containsIgnoringCase(search, [users.displayName, users.email]),
    roleId ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})` : undefined,
    active !== undefined ? eq(users.active, active) : undefined,
  );
}

export async function listUsers(db: Queryable, query: ListUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = listFilter(query);
  return selectPage(db, users, where, [asc(users.displayName), asc(users.id)], query);
}

/** A live user (or, with `trashed`, a soft-deleted one). */
export const findUser = (db: Queryable, id: string, options?: FindRecordOptions): Promise<UserRow | undefined> => findRecord(db, users, id, options);

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(sql`lower(${users.email}) = lower(${email})`, live));
  return row;
}

export async function emailTaken(db: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${email})`, live, exceptId ? ne(users.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function employeeLinkedElsewhere(db: Queryable, employeeId: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.employeeId, employeeId), live, exceptId ? ne(users.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function countUsers(db: Queryable): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

/** Role ids per user, for a page of users. */
export async function roleIdsOf(db: Queryable, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map(userIds.map((id) => [id, [] as string[]]));
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.get(row.userId)?.push(row.roleId);
  return map;
}

export async function insertUser(db: Queryable, id: string, values: UserValues & { passwordHash: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values({ id, ...values }).returning();
  return row;
}

/** Any change a user sees as an edit: bumps the version. */
export const updateUserRow = (db: Queryable, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> => updateRecord(db, users, id, values);

/** Bookkeeping that is not an edit (no version bump). */
export const touchLastLogin = (db: Queryable, id: string) => db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, id));
export const replacePasswordHashSilently = (db: Queryable, id: string, passwordHash: string) => db.update(users).set({ passwordHash }).where(eq(users.id, id));

export async function setUserRoles(db: Queryable, userId: string, roleIds: string[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Active, live users holding the Administrator role; locks that role so concurrent checks queue up. */
export async function activeAdministratorIds(db: Queryable): Promise<string[]> {
  await db.select({ id: roles.id }).from(roles).where(eq(roles.builtIn, 'administrator')).for('update');
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.builtIn, 'administrator'), eq(users.active, true), live));
  return rows.map((r) => r.id);
}

/** Users (in the trash too) linked to an employee, locked. */
export const usersLinkedTo = (db: Queryable, employeeId: string): Promise<UserRow[]> =>
  db.select().from(users).where(eq(users.employeeId, employeeId)).for('update');
