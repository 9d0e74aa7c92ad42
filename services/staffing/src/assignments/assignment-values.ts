import type { AssignmentRequest } from '@cs/contracts/http/assignments';
import type { AssignmentValues } from './assignment-record';
import type { ConflictFacts } from '../checks';

/** The columns of an assignment: the request, with hoursPerDay as the checks resolved it. */
export const assignmentValues = (body: AssignmentRequest, facts: ConflictFacts): AssignmentValues => ({
  orderId: body.orderId,
  employeeId: body.employeeId,
  startDate: body.startDate,
  endDate: body.endDate,
  hoursPerDay: facts.candidate.hoursPerDay,
  note: body.note ?? null,
});
