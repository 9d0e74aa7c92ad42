import { absencesApi } from '@cs/contracts/http/absences';
import { found, pageOf, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import type { Recheck } from '../rechecks/recheck-employee-assignments';
import { toAbsenceResponse } from './absence-record';
import { absenceTrashable } from './absence-trashable';
import { findAbsenceRow, listAbsences } from './absences.repo';
import { createAbsence } from './create-absence';
import { updateAbsence } from './update-absence';

/** `recheck` re-runs the assignment checks after a change (composed in app.ts). */
export function absencesHandlers(deps: ServiceDeps, recheck: Recheck): Handlers<typeof absencesApi> {
  return {
    listAbsences: async ({ query, access }) => pageOf(await listAbsences(deps.db, query, access), toAbsenceResponse, query),
    getAbsence: async ({ params, access }) => toAbsenceResponse(found(await findAbsenceRow(deps.db, params.id, { access }), 'Absence')),
    createAbsence: ({ principal, body, requestId }) => createAbsence(deps, recheck, principal, body, requestId),
    updateAbsence: ({ principal, params, body, expectedVersion, requestId }) =>
      updateAbsence(deps, recheck, principal, params.id, body, expectedVersion, requestId),
    deleteAbsence: trashableHandlers(deps, absenceTrashable).delete,
  };
}
