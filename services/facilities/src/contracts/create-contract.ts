import { v7 as uuidv7 } from 'uuid';
import { recordChange, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ContractResponse, CreateContractRequest } from '@cs/contracts/http/contracts';
import { contractValues, toContractResponse } from './contract-record';
import { insertContract } from './contracts.repo';
import { contractTrashable } from './contract-trashable';
import { assertContractAcceptable, guardNumberRace } from './assert-contract-acceptable';

/** Records a new contract and announces it (`facilities.contract.created`) in the same transaction. */
export async function createContract(deps: ServiceDeps, principal: Principal, body: CreateContractRequest, correlationId?: string): Promise<ContractResponse> {
  const values = contractValues(body);
  return guardNumberRace(values.number, () =>
    transact(deps, async (tx) => {
      await assertContractAcceptable(tx, values);
      const contract = toContractResponse(await insertContract(tx, uuidv7(), values));
      await recordChange(tx, { context: 'facilities', aggregate: 'contract', verb: 'created', principal, id: contract.id, label: await contractTrashable.label(tx, contract), data: contract, correlationId });
      return contract;
    }),
  );
}
