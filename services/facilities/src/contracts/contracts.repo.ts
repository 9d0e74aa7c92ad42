import { and, asc, desc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { selectPage, type Queryable } from '@cs/service-kit';
import type { ListContractsQuery } from '@cs/contracts/http/contracts';
import { contracts, facilities } from '../schema';
import { containsPattern } from '../shared/sql';
import type { ContractRow, ContractValues } from './contract-record';

export const CONTRACT_NUMBER_UNIQUE = 'contracts_number_unique';

const live = isNull(contracts.deletedAt);
const trashed = isNotNull(contracts.deletedAt);

function listFilter({ facilityId, status, search }: ListContractsQuery): SQL | undefined {
  return and(
    live,
    facilityId ? eq(contracts.facilityId, facilityId) : undefined,
    status ? eq(contracts.status, status) : undefined,
    search ? like(sql`lower(${contracts.number})`, containsPattern(search)) : undefined,
  );
}

/** Newest validity first, then number and id: a stable order for paging. */
export async function listContracts(db: Queryable, query: ListContractsQuery): Promise<{ rows: ContractRow[]; total: number }> {
  const where = listFilter(query);
  return selectPage(db, contracts, where, [desc(contracts.validFrom), asc(contracts.number), asc(contracts.id)], query);
}

/** A live contract (or, with `inTrash`, a soft-deleted one). */
export async function findContract(db: Queryable, id: string, opts: { forUpdate?: boolean; inTrash?: boolean } = {}): Promise<ContractRow | undefined> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), opts.inTrash ? trashed : live));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether another contract (live or in the trash) already has this number, ignoring case. */
export async function numberTaken(db: Queryable, number: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(sql`lower(${contracts.number})`, number.toLowerCase()), exceptId ? sql`${contracts.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

export async function facilityNameOf(db: Queryable, facilityId: string): Promise<string | null> {
  const [row] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId));
  return row?.name ?? null;
}

export async function insertContract(db: Queryable, id: string, values: ContractValues): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values({ id, ...values }).returning();
  return row;
}

type ContractChange = Partial<ContractValues> & Partial<Pick<ContractRow, 'deletedAt' | 'deletedBy'>>;

/** Applies a change and bumps version and updatedAt. */
export async function updateContractRow(db: Queryable, id: string, change: ContractChange): Promise<ContractRow> {
  const [row] = await db
    .update(contracts)
    .set({ ...change, version: sql`${contracts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(contracts.id, id))
    .returning();
  return row;
}

export async function softDeleteContractRow(db: Queryable, id: string, deletedBy: string | null): Promise<ContractRow> {
  const [row] = await db
    .update(contracts)
    .set({ deletedAt: sql`now()`, deletedBy, version: sql`${contracts.version} + 1` })
    .where(eq(contracts.id, id))
    .returning();
  return row;
}
