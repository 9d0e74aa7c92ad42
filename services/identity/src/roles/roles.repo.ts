import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { containsIgnoringCase, rowsOf, selectPage, type Queryable, updateRecord } from '@cs/service-kit';
import type { ListRolesQuery } from '@cs/contracts/http/identity';
import { roles, userRoles } from '../schema';
import type { RoleRow } from './role-record';

type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'permissions'>;

export async function listRoles(db: Queryable, query: ListRolesQuery): Promise<{ rows: RoleRow[]; total: number }> {
  const where = containsIgnoringCase(query.search, [roles.name]);
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

export const updateRoleRow = (db: Queryable, id: string, values: RoleValues): Promise<RoleRow> => updateRecord(db, roles, id, values);

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

/** Whether a user holding the Administrator role (in the trash too) also holds this role. */
export async function roleHeldByAdministrator(db: Queryable, roleId: string): Promise<boolean> {
  const rows = rowsOf<{ held: boolean }>(
    await db.execute(sql`select exists (
      select 1 from ${userRoles} held
      join ${userRoles} admin on admin.user_id = held.user_id
      join ${roles} r on r.id = admin.role_id
      where held.role_id = ${roleId} and r.built_in = 'administrator') as held`),
  );
  return rows[0]?.held === true;
}
