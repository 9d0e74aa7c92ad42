import { AppError, type Queryable } from '@cs/service-kit';
import type { CheckAssignmentQuery, CheckAssignmentRequest, CheckAssignmentResponse } from '@cs/contracts/http/assignments';
import type { Locale } from '../working-time';
import { assessAssignment } from './assess-assignment';

/**
 * `GET`/`POST /api/assignments/check`: what saving would answer, without saving. With `assignmentId`
 * (editing) that assignment is left out of the comparison; it must exist.
 */
export async function checkAssignment(q: Queryable, query: (CheckAssignmentQuery | CheckAssignmentRequest) & { locale?: Locale }): Promise<CheckAssignmentResponse> {
  const { result, assignmentExists } = await assessAssignment(q, query);
  if (query.assignmentId && !assignmentExists) {
    throw new AppError(404, 'ASSIGNMENT_NOT_FOUND', 'Assignment was not found.', { errors: { assignmentId: ['does not exist'] } });
  }
  return result;
}
