import { clientsApi } from '@cs/contracts/http/clients';
import { found, pageOf, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toClientResponse } from './client-record';
import { findClient, listClients } from './clients.repo';
import { createClient } from './create-client';
import { updateClient } from './update-client';
import { clientTrashable } from './client-trashable';

export function clientsHandlers(deps: ServiceDeps): Handlers<typeof clientsApi> {
  return {
    listClients: async ({ query }) => pageOf(await listClients(deps.db, query), toClientResponse, query),
    getClient: async ({ params }) => toClientResponse(found(await findClient(deps.db, params.id), 'Client')),
    createClient: ({ principal, body, requestId }) => createClient(deps, principal, body, requestId),
    updateClient: ({ principal, params, body, expectedVersion, requestId }) => updateClient(deps, principal, params.id, body, expectedVersion, requestId),
    deleteClient: trashableHandlers(deps, clientTrashable).delete,
  };
}
