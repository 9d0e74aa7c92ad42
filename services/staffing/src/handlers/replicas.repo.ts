import { eq, inArray, sql } from 'drizzle-orm';
import { upsertReplica, type Queryable } from '@cs/service-kit';
import { clientReplica, contractReplica, facilityDirectory } from '../schema';

export type DirectoryEntry = Omit<typeof facilityDirectory.$inferInsert, 'updatedAt'>;
export type ContractEntry = Omit<typeof contractReplica.$inferInsert, 'updatedAt'>;
export type ClientEntry = Omit<typeof clientReplica.$inferInsert, 'updatedAt'>;

/** Upsert unless the replica already holds a newer version of the source record. */
export async function upsertDirectoryEntry(q: Queryable, entry: DirectoryEntry) {
  await upsertReplica(q, facilityDirectory, { key: facilityDirectory.id, order: facilityDirectory.sourceVersion }, entry, { updatedAt: sql`now()` });
  return entry.id;
}

/**
 * The facility facts of the working-time engine (`FacilityFacts`: id, name, state, postalCode) for
 * the facilities a conflict check touches. `state` is null when facilities knows none, or for an
 * entry written before events carried it; the engine then derives it from `postalCode` — the same
 * function facilities uses (`@cs/contracts/federal-states`).
 */
export async function findFacilityFacts(q: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return q
    .select({ id: facilityDirectory.id, name: facilityDirectory.name, state: facilityDirectory.state, postalCode: facilityDirectory.postalCode })
    .from(facilityDirectory)
    .where(inArray(facilityDirectory.id, [...ids]));
}

/** Upsert unless the replica already holds a newer version of the source record. */
export async function upsertContract(q: Queryable, entry: ContractEntry) {
  await upsertReplica(q, contractReplica, { key: contractReplica.id, order: contractReplica.sourceVersion }, entry, { updatedAt: sql`now()` });
  return entry.id;
}

export async function removeContract(q: Queryable, id: string) {
  await q.delete(contractReplica).where(eq(contractReplica.id, id));
}

/** Upsert unless the replica already holds a newer version of the source record. */
export async function upsertClient(q: Queryable, entry: ClientEntry) {
  await upsertReplica(q, clientReplica, { key: clientReplica.id, order: clientReplica.sourceVersion }, entry, { updatedAt: sql`now()` });
  return entry.id;
}

export async function removeClient(q: Queryable, id: string) {
  await q.delete(clientReplica).where(eq(clientReplica.id, id));
}
