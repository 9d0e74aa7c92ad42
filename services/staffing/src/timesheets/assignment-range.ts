import { eq } from 'drizzle-orm';
import type { Queryable } from '@cs/service-kit';
import { assignments } from '../schema';

/** The range of a timesheet's assignment: actual times must start inside it. */
export async function assignmentRange(q: Queryable, assignmentId: string) {
  const [row] = await q.select({ startDate: assignments.startDate, endDate: assignments.endDate }).from(assignments).where(eq(assignments.id, assignmentId));
  return row;
}
