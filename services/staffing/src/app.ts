import { createApp, finishApp, mountOperations, type ServiceDeps } from '@cs/service-kit';
import { employeesApi } from '@cs/contracts/http/employees';
import { absencesApi } from '@cs/contracts/http/absences';
import { ordersApi } from '@cs/contracts/http/orders';
import { assignmentsApi } from '@cs/contracts/http/assignments';
import { assignmentSettingsApi } from '@cs/contracts/http/assignment-settings';
import { staffingTrashApi } from '@cs/contracts/http/staffing-trash';
import { valueListsApi } from '@cs/contracts/http/value-lists';
import { distancesApi, travelCostApi } from '@cs/contracts/http/distances';
import { selfServiceApi } from '@cs/contracts/http/self-service';
import { employeesHandlers } from './employees/employees.routes';
import { absencesHandlers } from './absences/absences.routes';
import { ordersHandlers } from './orders/orders.routes';
import { assignmentsHandlers } from './assignments/assignments.routes';
import { settingsHandlers } from './settings/settings.routes';
import { trashHandlers } from './trash/trash.routes';
import { valueListsHandlers } from './value-lists/value-lists.routes';
import { distancesHandlers } from './distances/distances.routes';
import { selfServiceHandlers } from './self-service/self-service.routes';
import { travelCostHandlers } from './assignments/travel-cost/travel-cost.routes';
import type { StaffingConfig } from './config';

/** The staffing HTTP app; never listens (see service.ts). */
export function buildApp(deps: ServiceDeps, config: StaffingConfig) {
  const app = createApp({ logger: deps.logger, bodyLimit: config.BODY_LIMIT });
  mountOperations(app, employeesApi, employeesHandlers(deps), deps.verify);
  mountOperations(app, absencesApi, absencesHandlers(deps), deps.verify);
  mountOperations(app, ordersApi, ordersHandlers(deps), deps.verify);
  // `/api/assignments/check` is declared before `/api/assignments/{id}`, so it wins the match.
  mountOperations(app, assignmentsApi, assignmentsHandlers(deps), deps.verify);
  mountOperations(app, travelCostApi, travelCostHandlers(deps), deps.verify);
  mountOperations(app, assignmentSettingsApi, settingsHandlers(deps), deps.verify);
  mountOperations(app, staffingTrashApi, trashHandlers(deps), deps.verify);
  mountOperations(app, valueListsApi, valueListsHandlers(deps), deps.verify);
  mountOperations(app, distancesApi, distancesHandlers(deps), deps.verify);
  mountOperations(app, selfServiceApi, selfServiceHandlers(deps), deps.verify);
  return finishApp(app, deps.logger);
}
