import { findMapped, type Trashable } from '@cs/service-kit';
import type { ContractResponse } from '@cs/contracts/http/contracts';
import { contracts } from '../schema';
import { contractLabel, toContractResponse } from './contract-record';
import { facilityNameOf, findContract } from './contracts.repo';

/**
 * Contracts in the trash. Nothing blocks a delete or a restore: facilities are never deleted and the
 * number of a trashed contract stays reserved.
 */
export const contractTrashable: Trashable<ContractResponse> = {
  context: 'facilities',
  aggregate: 'contract',
  noun: 'Contract',
  table: contracts,
  find: findMapped(findContract, toContractResponse),
  label: async (q, contract) => contractLabel(contract.number, await facilityNameOf(q, contract.facilityId)),
};
