import { staffingTrashApi, type StaffingTrashType } from '@cs/contracts/http/staffing-trash';
import { purgeFromTrash, restoreFromTrash, type Handlers, type Principal, type ServiceDeps } from '@cs/service-kit';
import { trashableOf } from './trash-registry';

type Api = typeof staffingTrashApi;
type TrashContext = { principal: Principal; params: { id: string }; requestId: string };

export function trashHandlers(deps: ServiceDeps): Handlers<Api> {
  const restore =
    (type: StaffingTrashType) =>
    ({ principal, params, requestId }: TrashContext) =>
      restoreFromTrash(deps, trashableOf(type), principal, params.id, requestId);
  const purge =
    (type: StaffingTrashType) =>
    ({ principal, params, requestId }: TrashContext) =>
      purgeFromTrash(deps, trashableOf(type), principal, params.id, requestId);
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
