import { changeRecord, recordChange, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ClientResponse, UpdateClientRequest } from '@cs/contracts/http/clients';
import { clientLabel, clientValues, toClientResponse } from './client-record';
import { findClient, updateClientRow } from './clients.repo';

/** Replaces every editable field of a live client; a stale If-Match version → 412. */
export async function updateClient(
  deps: ServiceDeps,
  principal: Principal,
  id: string,
  body: UpdateClientRequest,
  expectedVersion: number | undefined,
  correlationId?: string,
): Promise<ClientResponse> {
  return changeRecord(deps, { read: (tx) => findClient(tx, id, { lock: true }), missing: 'Client', expectedVersion }, async (tx, current) => {
    const before = toClientResponse(current);
    const after = toClientResponse(await updateClientRow(tx, id, clientValues(body)));
    await recordChange(tx, { context: 'facilities', aggregate: 'client', verb: 'updated', principal, id, label: clientLabel(after), data: after, before, correlationId });
    return after;
  });
}
