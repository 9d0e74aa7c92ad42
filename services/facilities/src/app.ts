import { createApp, finishApp, mountOwnedApis, parkedEventsHandlers, trashableHandlers, type RunningConsumer, type ServiceDeps } from '@cs/service-kit';
import { apiOwners } from '@cs/contracts/http/owners';
import { facilitiesParkedEventsApi } from '@cs/contracts/http/admin';
import { facilitiesHandlers } from './facilities/facilities.routes';
import { contractsHandlers } from './contracts/contracts.routes';
import { contractTrashable } from './contracts/contract-trashable';
import { clientsHandlers } from './clients/clients.routes';
import { clientTrashable } from './clients/client-trashable';
import type { FacilitiesConfig } from './config';

/** The facilities HTTP app (facilities, contracts, clients, their trash); never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: FacilitiesConfig, consumers: readonly RunningConsumer[] = []) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  const contractTrash = trashableHandlers(deps, contractTrashable);
  const clientTrash = trashableHandlers(deps, clientTrashable);
  const handlers = {
    facilitiesApi: facilitiesHandlers(deps),
    contractsApi: contractsHandlers(deps),
    contractTrashApi: { restoreContract: contractTrash.restore, purgeContract: contractTrash.purge },
    clientsApi: clientsHandlers(deps),
    clientTrashApi: { restoreClient: clientTrash.restore, purgeClient: clientTrash.purge },
    facilitiesParkedEventsApi: parkedEventsHandlers(facilitiesParkedEventsApi, { ...deps, consumers: () => consumers, context: 'facilities' }),
  };
  mountOwnedApis(app, apiOwners.facilities, handlers, deps.verify);
  return finishApp(app, deps.logger);
}
