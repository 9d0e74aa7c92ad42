import { staffingTrashApi, type StaffingTrashType } from '@cs/contracts/http/staffing-trash';
import type { Handlers, Principal, ServiceDeps } from '@cs/service-kit';
import { purgeRecord } from './purge-record';
import { restoreRecord } from './restore-record';
import { trashableOf } from './trash-registry';

type Api = typeof staffingTrashApi;
type TrashContext = { principal: Principal; params: { id: string }; requestId: string };

export function trashHandlers(deps: ServiceDeps): Handlers<Api> {
  const restore =
    (type: StaffingTrashType) =>
    ({ principal, params, requestId }: TrashContext) =>
      restoreRecord(deps, trashableOf(type), principal, params.id, requestId);
  const purge =
    (type: StaffingTrashType) =>
    ({ principal, params, requestId }: TrashContext) =>
      purgeRecord(deps, trashableOf(type), principal, params.id, requestId);
  return {
    restoreEmployee: restore('employees'),
    purgeEmployee: purge('employees'),
    restoreAbsence: restore('absences'),
    purgeAbsence: purge('absences'),
    restoreOrder: restore('orders'),
    purgeOrder: purge('orders'),
    restoreAssignment: restore('assignments'),
    purgeAssignment: purge('assignments'),
  };
}
