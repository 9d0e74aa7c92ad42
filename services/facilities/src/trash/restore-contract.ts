import { actorOf, notFound, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ContractResponse } from '@cs/contracts/http/contracts';
import { contractEventTypes } from '@cs/contracts/events/facilities';
import { toContractResponse } from '../contracts/contract-record';
import { findContract, updateContractRow } from '../contracts/contracts.repo';

/**
 * Brings a trashed contract back with every field as it was (only version and updatedAt move on).
 * Nothing can block it: its facility still exists and its number stayed reserved while in the trash.
 */
export async function restoreContract(deps: ServiceDeps, principal: Principal, id: string, correlationId?: string): Promise<ContractResponse> {
  return transact(deps, async (tx) => {
    const trashed = await findContract(tx, id, { forUpdate: true, inTrash: true });
    if (!trashed) throw notFound('Contract in the trash');
    const contract = toContractResponse(await updateContractRow(tx, id, { deletedAt: null, deletedBy: null }));
    await recordEvent(tx, {
      type: contractEventTypes.restored,
      actor: actorOf(principal),
      subject: { type: 'contract', id },
      data: contract,
      correlationId,
    });
    return contract;
  });
}
