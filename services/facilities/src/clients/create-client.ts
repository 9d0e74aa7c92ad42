import { v7 as uuidv7 } from 'uuid';
import { recordChange, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { ClientResponse, CreateClientRequest } from '@cs/contracts/http/clients';
import { clientLabel, clientValues, toClientResponse } from './client-record';
import { insertClient } from './clients.repo';

/** Records a new client and announces it (`facilities.client.created`) in the same transaction. */
export async function createClient(deps: ServiceDeps, principal: Principal, body: CreateClientRequest, correlationId?: string): Promise<ClientResponse> {
  return transact(deps, async (tx) => {
    const client = toClientResponse(await insertClient(tx, uuidv7(), clientValues(body)));
    await recordChange(tx, { context: 'facilities', aggregate: 'client', verb: 'created', principal, id: client.id, label: clientLabel(client), data: client, correlationId });
    return client;
  });
}
