import type { Trashable } from '@cs/service-kit';
import type { ContractResponse } from '@cs/contracts/http/contracts';
import { contracts } from '../schema';
import { contractLabel, toContractResponse } from './contract-record';
import { facilityNameOf, findContract, softDeleteContractRow, updateContractRow } from './contracts.repo';

/**
 * Contracts in the trash. The soft delete moves the version on; the restore brings every field back
 * as it was (only version and updatedAt move on). Nothing blocks either: facilities are never deleted
 * and the number of a trashed contract stays reserved.
 */
export const contractTrashable: Trashable<ContractResponse> = {
  context: 'facilities',
  aggregate: 'contract',
  noun: 'Contract',
  table: contracts,
  find: async (q, id, { trashed, lock } = {}) => {
    const row = await findContract(q, id, { inTrash: trashed, forUpdate: lock });
    return row && toContractResponse(row);
  },
  label: async (q, contract) => contractLabel(contract.number, await facilityNameOf(q, contract.facilityId)),
  markDeleted: async (tx, contract, deletedBy) => {
    const row = await softDeleteContractRow(tx, contract.id, deletedBy);
    return { record: toContractResponse(row), deletedAt: row.deletedAt!.toISOString() };
  },
  markRestored: async (tx, contract) => toContractResponse(await updateContractRow(tx, contract.id, { deletedAt: null, deletedBy: null })),
};
