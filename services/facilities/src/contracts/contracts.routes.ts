import { toPaged } from '@cs/contracts';
import { contractsApi } from '@cs/contracts/http/contracts';
import { deleteToTrash, notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toContractResponse } from './contract-record';
import { findContract, listContracts } from './contracts.repo';
import { createContract } from './create-contract';
import { updateContract } from './update-contract';
import { contractTrashable } from './contract-trashable';

export function contractsHandlers(deps: ServiceDeps): Handlers<typeof contractsApi> {
  return {
    listContracts: async ({ query }) => {
      const { rows, total } = await listContracts(deps.db, query);
      return toPaged(rows.map(toContractResponse), total, query);
    },
    getContract: async ({ params }) => {
      const row = await findContract(deps.db, params.id);
      if (!row) throw notFound('Contract');
      return toContractResponse(row);
    },
    createContract: ({ principal, body, requestId }) => createContract(deps, principal, body, requestId),
    updateContract: ({ principal, params, body, expectedVersion, requestId }) =>
      updateContract(deps, principal, params.id, body, expectedVersion, requestId),
    deleteContract: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, contractTrashable, principal, params.id, expectedVersion, requestId),
  };
}
