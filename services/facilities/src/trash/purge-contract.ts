import { actorOf, notFound, recordEvent, transact, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { contractEventTypes } from '@cs/contracts/events/facilities';
import { contractLabel, type ContractRow } from '../contracts/contract-record';
import { deleteContractRow, facilityNameOf, findContract } from '../contracts/contracts.repo';

/** Deletes a trashed contract row for good and announces `facilities.contract.purged` `{ id, label }`. */
export async function purgeTrashedContract(tx: Tx, row: ContractRow, principal: Principal | null, correlationId?: string) {
  const label = contractLabel(row.number, await facilityNameOf(tx, row.facilityId));
  await deleteContractRow(tx, row.id);
  await recordEvent(tx, {
    type: contractEventTypes.purged,
    actor: actorOf(principal),
    subject: { type: 'contract', id: row.id },
    data: { id: row.id, label },
    correlationId,
  });
}

/** `DELETE /api/trash/contracts/{id}`: only a contract in the trash can be purged (else 404). */
export async function purgeContract(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<void> {
  await transact(deps, async (tx) => {
    const trashed = await findContract(tx, id, { forUpdate: true, inTrash: true });
    if (!trashed) throw notFound('Contract in the trash');
    await purgeTrashedContract(tx, trashed, principal, correlationId);
  });
}
