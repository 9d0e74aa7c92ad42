import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { facilityReplica } from '../schema';

/** Whether the facilities service has this facility (facilities are never deleted, docs/facilities.md). */
export async function facilityExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.select({ id: facilityReplica.id }).from(facilityReplica).where(eq(facilityReplica.id, id));
  return rows.length > 0;
}

export async function upsertFacility(db: Queryable, id: string) {
  await db.insert(facilityReplica).values({ id }).onConflictDoUpdate({ target: facilityReplica.id, set: { updatedAt: sql`now()` } });
}
