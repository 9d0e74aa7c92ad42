import { notFound, type Queryable } from '@cs/service-kit';
import type { CheckAssignmentResponse } from '@cs/contracts/http/assignments';
import type { Locale } from '../working-time';
import { assessRestore, assignmentTrashable } from './assignment-trashable';

/**
 * `GET /api/trash/assignments/{id}/check`: what restoring the assignment would find now, so the
 * Papierkorb can show the findings and ask for the acknowledgement of Warnings before restoring.
 */
export async function checkAssignmentRestore(q: Queryable, id: string, locale: Locale): Promise<CheckAssignmentResponse> {
  const assignment = await assignmentTrashable.find(q, id, { trashed: true });
  if (!assignment) throw notFound(`${assignmentTrashable.noun} in the trash`);
  return assessRestore(q, assignment, locale);
}
