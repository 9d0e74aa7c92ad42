import { and, eq, or, gt, ne } from 'drizzle-orm';
import { conflict, type Queryable } from '@cs/service-kit';
import { timesheets } from '../schema';

/**
 * An assignment whose timesheets record work (submitted, disputed, confirmed, or corrected after a
 * confirmation) is not deleted: purging it from the trash would take those records along. Its open,
 * never submitted timesheets do not hold it.
 */
export async function assertNoWorkedTimesheets(q: Queryable, assignmentId: string) {
  const worked = await q
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, assignmentId), or(ne(timesheets.state, 'open'), gt(timesheets.revision, 1))));
  if (worked.length > 0) {
    throw conflict('ASSIGNMENT_HAS_TIMESHEETS', `The assignment has ${worked.length} submitted or confirmed timesheet(s); they record work done and stay.`, {
      timesheetIds: worked.map((t) => t.id),
    });
  }
}
