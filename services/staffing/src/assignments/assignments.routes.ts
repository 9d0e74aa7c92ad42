import { toPaged } from '@cs/contracts';
import { assignmentsApi } from '@cs/contracts/http/assignments';
import { deleteToTrash, notFound, type Handlers, type ServiceDeps } from '@cs/service-kit';
import { toAssignmentResponse } from './assignment-record';
import { assignmentTrashable } from './assignment-trashable';
import { findAssignmentRow, listAssignments } from './assignments.repo';
import { checkAssignment } from './check-assignment';
import { createAssignment, updateAssignment } from './save-assignment';

export function assignmentsHandlers(deps: ServiceDeps): Handlers<typeof assignmentsApi> {
  return {
    checkAssignment: ({ query }) => checkAssignment(deps.db, query),
    listAssignments: async ({ query, access }) => {
      const { rows, total } = await listAssignments(deps.db, query, access);
      return toPaged(rows.map(toAssignmentResponse), total, query);
    },
    getAssignment: async ({ params, access }) => {
      const row = await findAssignmentRow(deps.db, params.id, { access });
      if (!row) throw notFound('Assignment');
      return toAssignmentResponse(row);
    },
    createAssignment: ({ principal, body, requestId }) => createAssignment(deps, principal, body, requestId),
    updateAssignment: ({ principal, params, body, expectedVersion, requestId }) =>
      updateAssignment(deps, principal, params.id, body, expectedVersion, requestId),
    deleteAssignment: ({ principal, params, expectedVersion, requestId }) =>
      deleteToTrash(deps, assignmentTrashable, principal, params.id, expectedVersion, requestId),
  };
}
