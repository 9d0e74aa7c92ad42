import { createApp, finishApp, mountOperations, type ServiceDeps } from '@cs/service-kit';
import { facilitiesApi } from '@cs/contracts/http/facilities';
import { contractsApi, contractTrashApi } from '@cs/contracts/http/contracts';
import { facilitiesHandlers } from './facilities/facilities.routes';
import { contractsHandlers } from './contracts/contracts.routes';
import { contractTrashHandlers } from './trash/contract-trash.routes';
import type { FacilitiesConfig } from './config';

/** The facilities HTTP app (facilities, contracts, the contract trash); never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: FacilitiesConfig) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  mountOperations(app, facilitiesApi, facilitiesHandlers(deps), deps.verify);
  mountOperations(app, contractsApi, contractsHandlers(deps), deps.verify);
  mountOperations(app, contractTrashApi, contractTrashHandlers(deps), deps.verify);
  return finishApp(app, deps.logger);
}
