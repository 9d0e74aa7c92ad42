import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { signingKeys } from '../schema';
import type { StoredPrivateKey } from './key-encryption';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

export const listSigningKeys = (db: Queryable): Promise<SigningKeyRow[]> =>
  db.select().from(signingKeys).orderBy(asc(signingKeys.activatesAt));

export async function insertSigningKey(db: Queryable, row: typeof signingKeys.$inferInsert): Promise<SigningKeyRow> {
  const [inserted] = await db.insert(signingKeys).values(row).returning();
  return inserted;
}

export async function updatePrivateKey(db: Queryable, kid: string, privateJwk: StoredPrivateKey) {
  await db.update(signingKeys).set({ privateJwk }).where(eq(signingKeys.kid, kid));
}

export async function deleteSigningKeys(db: Queryable, kids: string[]) {
  if (kids.length > 0) await db.delete(signingKeys).where(inArray(signingKeys.kid, kids));
}
