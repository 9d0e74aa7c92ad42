import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { contractReplica, facilityDirectory } from '../schema';

export type DirectoryEntry = Omit<typeof facilityDirectory.$inferInsert, 'updatedAt'>;
export type ContractEntry = Omit<typeof contractReplica.$inferInsert, 'updatedAt'>;

/** Upsert unless the replica already holds a newer version of the source record. */
export async function upsertDirectoryEntry(q: Queryable, entry: DirectoryEntry) {
  const { id, ...rest } = entry;
  await q
    .insert(facilityDirectory)
    .values(entry)
    .onConflictDoUpdate({
      target: facilityDirectory.id,
      set: { ...rest, updatedAt: sql`now()` },
      setWhere: sql`${facilityDirectory.sourceVersion} <= excluded.source_version`,
    });
  return id;
}

export async function upsertContract(q: Queryable, entry: ContractEntry) {
  const { id, ...rest } = entry;
  await q
    .insert(contractReplica)
    .values(entry)
    .onConflictDoUpdate({
      target: contractReplica.id,
      set: { ...rest, updatedAt: sql`now()` },
      setWhere: sql`${contractReplica.sourceVersion} <= excluded.source_version`,
    });
  return id;
}

export async function removeContract(q: Queryable, id: string) {
  await q.delete(contractReplica).where(eq(contractReplica.id, id));
}
