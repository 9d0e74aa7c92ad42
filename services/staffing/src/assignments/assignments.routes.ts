import { toPaged } from '@cs/contracts';
import { assignmentsApi } from '@cs/contracts/http/assignments';
import { deleteToTrash, notFound, preferredLanguage, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toAssignmentResponse } from './assignment-record';
import { assignmentTrashable } from './assignment-trashable';
import { findAssignmentRow, listAssignments } from './assignments.repo';
import { checkAssignment } from './check-assignment';
import { dutiesOf } from './duties.repo';
import { createAssignment } from './create-assignment';
import { updateAssignment } from './update-assignment';

/** Findings in German by default, English by Accept-Language. */
const locale = (req: Parameters<typeof preferredLanguage>[0]) => preferredLanguage(req, ['de', 'en'] as const);

export function assignmentsHandlers(deps: ServiceDeps): Handlers<typeof assignmentsApi> {
  return {
    checkAssignment: ({ query, req }) => checkAssignment(deps.db, { ...query, locale: locale(req) }),
    checkAssignmentDuties: ({ body, req }) => checkAssignment(deps.db, { ...body, locale: locale(req) }),
    listAssignments: async ({ query, access }) => {
      const { rows, total } = await listAssignments(deps.db, query, access);
      const duties = await dutiesOf(deps.db, rows.map((r) => r.id));
      return toPaged(rows.map((r) => toAssignmentResponse(r, duties.get(r.id) ?? [])), total, query);
    },
    getAssignment: async ({ params, access }) => {
      const row = await findAssignmentRow(deps.db, params.id, { access });
      if (!row) throw notFound('Assignment');
      return toAssignmentResponse(row, (await dutiesOf(deps.db, [row.id])).get(row.id) ?? []);
    },
    createAssignment: ({ principal, body, requestId, req }) => createAssignment(deps, principal, { ...body, locale: locale(req) }, requestId),
    updateAssignment: ({ principal, params, body, expectedVersion, requestId, req }) =>
      updateAssignment(deps, principal, params.id, { ...body, locale: locale(req) }, expectedVersion, requestId),
    deleteAssignment: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, assignmentTrashable, principal, params.id, expectedVersion, requestId),
  };
}
