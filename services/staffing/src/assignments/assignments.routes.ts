import { assignmentsApi } from '@cs/contracts/http/assignments';
import { found, pageOf, preferredLanguage, trashableHandlers, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { assignmentWithDuties, toAssignmentResponse } from './assignment-record';
import { assignmentTrashable } from './assignment-trashable';
import { findAssignmentRow, listAssignments } from './assignments.repo';
import { checkAssignment } from './check-assignment';
import { dutiesOf } from './duties.repo';
import { createAssignment } from './create-assignment';
import { updateAssignment } from './update-assignment';
import { countCheck } from './check-metrics';

/** Findings in German by default, English by Accept-Language. */
const locale = (req: Parameters<typeof preferredLanguage>[0]) => preferredLanguage(req, ['de', 'en'] as const);

export function assignmentsHandlers(deps: ServiceDeps): Handlers<typeof assignmentsApi> {
  return {
    checkAssignment: async ({ query, req }) => countCheck(deps.metrics, 'preview', await checkAssignment(deps.reads, { ...query, locale: locale(req) })),
    checkAssignmentDuties: async ({ body, req }) => countCheck(deps.metrics, 'preview', await checkAssignment(deps.reads, { ...body, locale: locale(req) })),
    listAssignments: async ({ query, access }) => {
      const { rows, total } = await listAssignments(deps.db, query, access);
      const duties = await dutiesOf(deps.db, rows.map((r) => r.id));
      return pageOf({ rows, total }, (r) => toAssignmentResponse(r, duties.get(r.id) ?? []), query);
    },
    getAssignment: async ({ params, access }) =>
      assignmentWithDuties(deps.db, found(await findAssignmentRow(deps.db, params.id, { access }), 'Assignment')),
    createAssignment: ({ principal, body, requestId, req }) => createAssignment(deps, principal, { ...body, locale: locale(req) }, requestId),
    updateAssignment: ({ principal, params, body, expectedVersion, requestId, req }) =>
      updateAssignment(deps, principal, params.id, { ...body, locale: locale(req) }, expectedVersion, requestId),
    deleteAssignment: trashableHandlers(deps, assignmentTrashable).delete,
  };
}
