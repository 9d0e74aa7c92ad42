import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { escapeLike, selectPage, type Queryable } from '@cs/service-kit';
import type { ListRolesQuery } from '@cs/contracts/http/identity';
import { roles, userRoles } from '../schema';
import type { RoleRow } from './role-record';

type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'permissions'>;

export async function listRoles(db: Queryable, query: ListRolesQuery): Promise<{ rows: RoleRow[]; total: number }> {
  const where = query.search ? ilike(roles.name, `%${escapeLike(query.search)}%`) : undefined;
  return selectPage(db, roles, where, [asc(roles.name), asc(roles.id)], query);
}

export async function findRole(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<RoleRow | undefined> {
  const query = db.select().from(roles).where(eq(roles.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export const findRolesByIds = (db: Queryable, ids: string[]): Promise<RoleRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(roles).where(inArray(roles.id, ids)).orderBy(asc(roles.name));

export async function findAdministratorRole(db: Queryable): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.builtIn, 'administrator'));
  return row;
}

/** Whether another role (case-insensitively) has this name. */
export async function roleNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function countRoles(db: Queryable): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(roles);
  return total;
}

export async function insertRole(db: Queryable, id: string, values: RoleValues & { builtIn?: RoleRow['builtIn'] }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values({ id, ...values }).returning();
  return row;
}

export async function updateRoleRow(db: Queryable, id: string, values: RoleValues): Promise<RoleRow> {
  const [row] = await db
    .update(roles)
    .set({ ...values, version: sql`${roles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(roles.id, id))
    .returning();
  return row;
}

export const deleteRoleRow = (db: Queryable, id: string) => db.delete(roles).where(eq(roles.id, id));

/** How many users hold the role (users in the trash included: they keep their roles when restored). */
export async function countRoleHolders(db: Queryable, roleId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return total;
}

/** The roles a user holds, by name. */
export const rolesOfUser = (db: Queryable, userId: string): Promise<RoleRow[]> =>
  db
    .select({ role: roles })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name))
    .then((rows) => rows.map((r) => r.role));
