import { conflict, findMapped, type Trashable } from '@cs/service-kit';
import type { ClientResponse } from '@cs/contracts/http/clients';
import { clients } from '../schema';
import { clientLabel, toClientResponse } from './client-record';
import { facilityIdsOfClient, findClient } from './clients.repo';

/**
 * Clients in the trash. A client goes there only while no facility points to it (409 naming them);
 * a facility cannot be given a client in the trash, so a restore or a purge meets none either.
 */
export const clientTrashable: Trashable<ClientResponse> = {
  context: 'facilities',
  aggregate: 'client',
  noun: 'Client',
  table: clients,
  find: findMapped(findClient, toClientResponse),
  label: (_q, client) => clientLabel(client),
  assertDeletable: async (tx, client) => {
    const facilityIds = await facilityIdsOfClient(tx, client.id);
    if (facilityIds.length > 0) {
      throw conflict('CLIENT_HAS_FACILITIES', `${facilityIds.length} facility(ies) still belong to the client; give them another client first.`, { facilityIds });
    }
  },
};
