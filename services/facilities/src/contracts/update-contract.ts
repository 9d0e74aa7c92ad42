import { changeRecord, recordChange, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ContractResponse, UpdateContractRequest } from '@cs/contracts/http/contracts';
import { contractValues, toContractResponse } from './contract-record';
import { findContract, updateContractRow } from './contracts.repo';
import { contractTrashable } from './contract-trashable';
import { assertContractAcceptable, guardNumberRace } from './assert-contract-acceptable';

/** Replaces every editable field of a live contract; a stale If-Match version → 412. */
export async function updateContract(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateContractRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<ContractResponse> {
  const values = contractValues(body);
  return guardNumberRace(values.number, () =>
    changeRecord(deps, { read: (tx) => findContract(tx, id, { lock: true }), missing: 'Contract', expectedVersion }, async (tx, current) => {
      await assertContractAcceptable(tx, values, id);
      const before = toContractResponse(current);
      const after = toContractResponse(await updateContractRow(tx, id, values));
      await recordChange(tx, { context: 'facilities', aggregate: 'contract', verb: 'updated', principal, id, label: await contractTrashable.label(tx, after), data: after, before, correlationId });
      return after;
    }),
  );
}
