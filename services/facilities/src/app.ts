import { createApp, finishApp, mountOperations, type ServiceDeps } from '@cs/service-kit';
import { facilitiesApi } from '@cs/contracts/http/facilities';
import { facilitiesHandlers } from './facilities/facilities.routes';
import type { FacilitiesConfig } from './config';

/** The facilities HTTP app; never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: FacilitiesConfig) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  mountOperations(app, facilitiesApi, facilitiesHandlers(deps), deps.verify);
  return finishApp(app, deps.logger);
}
