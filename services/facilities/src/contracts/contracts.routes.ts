import { contractsApi } from '@cs/contracts/http/contracts';
import { found, pageOf, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toContractResponse } from './contract-record';
import { findContract, listContracts } from './contracts.repo';
import { createContract } from './create-contract';
import { updateContract } from './update-contract';
import { contractTrashable } from './contract-trashable';

export function contractsHandlers(deps: ServiceDeps): Handlers<typeof contractsApi> {
  return {
    listContracts: async ({ query }) => pageOf(await listContracts(deps.db, query), toContractResponse, query),
    getContract: async ({ params }) => toContractResponse(found(await findContract(deps.db, params.id), 'Contract')),
    createContract: ({ principal, body, requestId }) => createContract(deps, principal, body, requestId),
    updateContract: ({ principal, params, body, expectedVersion, requestId }) =>
      updateContract(deps, principal, params.id, body, expectedVersion, requestId),
    deleteContract: trashableHandlers(deps, contractTrashable).delete,
  };
}
