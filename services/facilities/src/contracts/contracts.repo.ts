import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { containsIgnoringCase, findRecord, liveRows, selectPage, updateRecord, type FindRecordOptions, type Queryable } from '@cs/service-kit';
import type { ListContractsQuery } from '@cs/contracts/http/contracts';
import { contracts, facilities } from '../schema';
import type { ContractRow, ContractValues } from './contract-record';

export const CONTRACT_NUMBER_UNIQUE = 'contracts_number_unique';

function listFilter({ facilityId, status, search }: ListContractsQuery): SQL | undefined {
  return and(
    liveRows(contracts),
    facilityId ? eq(contracts.facilityId, facilityId) : undefined,
    status ? eq(contracts.status, status) : undefined,
    containsIgnoringCase(search, [contracts.number]),
  );
}

/** Newest validity first, then number and id: a stable order for paging. */
export async function listContracts(db: Queryable, query: ListContractsQuery): Promise<{ rows: ContractRow[]; total: number }> {
  const where = listFilter(query);
  return selectPage(db, contracts, where, [desc(contracts.validFrom), asc(contracts.number), asc(contracts.id)], query);
}

/** A live contract (or, with `trashed`, a soft-deleted one). */
export const findContract = (db: Queryable, id: string, options?: FindRecordOptions): Promise<ContractRow | undefined> => findRecord(db, contracts, id, options);

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
export const updateContractRow = (db: Queryable, id: string, change: ContractChange): Promise<ContractRow> => updateRecord(db, contracts, id, change);
