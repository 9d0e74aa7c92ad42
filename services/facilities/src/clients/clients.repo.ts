import { and, asc, eq, type SQL } from 'drizzle-orm';
import { containsIgnoringCase, findRecord, liveRows, selectPage, updateRecord, type FindRecordOptions, type Queryable } from '@cs/service-kit';
import type { ListClientsQuery } from '@cs/contracts/http/clients';
import { clients, facilities } from '../schema';
import type { ClientRow, ClientValues } from './client-record';

function listFilter({ search }: ListClientsQuery): SQL | undefined {
  return and(liveRows(clients), containsIgnoringCase(search, [clients.name, clients.legalForm, clients.city]));
}

/** By name as the office sorts it, then id: a stable order for paging. */
export async function listClients(db: Queryable, query: ListClientsQuery): Promise<{ rows: ClientRow[]; total: number }> {
  return selectPage(db, clients, listFilter(query), [asc(clients.sortName), asc(clients.id)], query);
}

/** A live client (or, with `trashed`, a soft-deleted one). */
export const findClient = (db: Queryable, id: string, options?: FindRecordOptions): Promise<ClientRow | undefined> => findRecord(db, clients, id, options);

/** The facilities that point to a client (facilities are never deleted: all of them are live). */
export async function facilityIdsOfClient(db: Queryable, clientId: string): Promise<string[]> {
  const rows = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.clientId, clientId)).orderBy(asc(facilities.id));
  return rows.map((row) => row.id);
}

export async function insertClient(db: Queryable, id: string, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values({ id, ...values }).returning();
  return row;
}

/** Applies a change and bumps version and updatedAt. */
export const updateClientRow = (db: Queryable, id: string, change: Partial<ClientValues>): Promise<ClientRow> => updateRecord(db, clients, id, change);
