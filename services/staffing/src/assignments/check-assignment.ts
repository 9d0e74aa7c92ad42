import { AppError, type Queryable } from '@cs/service-kit';
import type { CheckAssignmentQuery, CheckAssignmentResponse } from '@cs/contracts/http/assignments';
import { assessAssignment } from './assess-assignment';

/**
 * `GET /api/assignments/check`: what saving would answer, without saving. With `assignmentId`
 * (editing) that assignment is left out of the comparison; it must exist.
 */
export async function checkAssignment(q: Queryable, query: CheckAssignmentQuery): Promise<CheckAssignmentResponse> {
  const { result, assignmentExists } = await assessAssignment(q, query);
  if (query.assignmentId && !assignmentExists) {
    throw new AppError(404, 'ASSIGNMENT_NOT_FOUND', 'Assignment was not found.', { errors: { assignmentId: ['does not exist'] } });
  }
  return result;
}
