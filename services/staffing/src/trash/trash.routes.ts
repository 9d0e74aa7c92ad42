import { staffingTrashApi } from '@cs/contracts/http/staffing-trash';
import type { Handlers, ServiceDeps } from '@cs/service-kit';
import { purgeRecord } from './purge-record';
import { restoreRecord } from './restore-record';
import { trashableOf } from './trash-registry';

export function trashHandlers(deps: ServiceDeps): Handlers<typeof staffingTrashApi> {
  return {
    restoreStaffingRecord: ({ principal, params, requestId }) => restoreRecord(deps, trashableOf(params.type), principal, params.id, requestId),
    purgeStaffingRecord: ({ principal, params, requestId }) => purgeRecord(deps, trashableOf(params.type), principal, params.id, requestId),
  };
}
