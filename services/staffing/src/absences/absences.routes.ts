import { toPaged } from '@cs/contracts';
import { absencesApi } from '@cs/contracts/http/absences';
import { deleteToTrash, notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toAbsenceResponse } from './absence-record';
import { absenceTrashable } from './absence-trashable';
import { findAbsenceRow, listAbsences } from './absences.repo';
import { createAbsence, updateAbsence } from './save-absence';

export function absencesHandlers(deps: ServiceDeps): Handlers<typeof absencesApi> {
  return {
    listAbsences: async ({ query, access }) => {
      const { rows, total } = await listAbsences(deps.db, query, access);
      return toPaged(rows.map(toAbsenceResponse), total, query);
    },
    getAbsence: async ({ params, access }) => {
      const row = await findAbsenceRow(deps.db, params.id, { access });
      if (!row) throw notFound('Absence');
      return toAbsenceResponse(row);
    },
    createAbsence: ({ principal, body, requestId }) => createAbsence(deps, principal, body, requestId),
    updateAbsence: ({ principal, params, body, expectedVersion, requestId }) =>
      updateAbsence(deps, principal, params.id, body, expectedVersion, requestId),
    deleteAbsence: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, absenceTrashable, principal, params.id, expectedVersion, requestId),
  };
}
