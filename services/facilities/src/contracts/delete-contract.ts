import { actorOf, notFound, recordEvent, staleVersion, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import { contractEventTypes } from '@cs/contracts/events/facilities';
import { contractLabel, toContractResponse } from './contract-record';
import { facilityNameOf, findContract, softDeleteContractRow } from './contracts.repo';

/** Moves a live contract to the trash and announces it with its trash label (`facilities.contract.deleted`). */
export async function deleteContract(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<void> {
  await transact(deps, async (tx) => {
    const current = await findContract(tx, id, { forUpdate: true });
    if (!current) throw notFound('Contract');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw staleVersion();
    const row = await softDeleteContractRow(tx, id, principal.userId);
    await recordEvent(tx, {
      type: contractEventTypes.deleted,
      actor: actorOf(principal),
      subject: { type: 'contract', id },
      data: {
        ...toContractResponse(row),
        label: contractLabel(row.number, await facilityNameOf(tx, row.facilityId)),
        deletedAt: row.deletedAt!.toISOString(),
        deletedBy: row.deletedBy,
      },
      correlationId,
    });
  });
}
