import { sql } from 'drizzle-orm';
import { preparedStatement, tableRow, type Queryable } from '@cs/service-kit';
import { assignments } from '../schema';
import { planningTimeZone } from '../working-time/planning-zone';
import type { AssignmentRow, AssignmentValues } from './assignment-record';
import { dutyArrays, dutyWrites, type StoredDuty } from './duties.repo';
import { addWeeksFromArrays, weekArrays, weekDifference } from './duty-weeks.repo';

/** A new assignment's row, its duties, its dates planned by hand and its employee's week sums: one statement. */
const createStatement = preparedStatement(
  'staffing_create_assignment',
  sql`with created as (
      insert into assignments (id, order_id, employee_id, start_date, end_date, hours_per_day, note)
      values (${sql.placeholder('assignmentId')}::uuid, ${sql.placeholder('orderId')}::uuid, ${sql.placeholder('employeeId')}::uuid,
        ${sql.placeholder('startDate')}::date, ${sql.placeholder('endDate')}::date, ${sql.placeholder('hoursPerDay')}::numeric, ${sql.placeholder('note')}::text)
      returning *
    ), ${dutyWrites}, weeks as (${addWeeksFromArrays})
    select * from created`,
);

/** Saves a new assignment with its duties (and dates planned by hand) and its employee's week sums, in one round trip. */
export async function insertAssignmentWithDuties(q: Queryable, assignmentId: string, values: AssignmentValues, list: StoredDuty[], manualDates: string[]): Promise<AssignmentRow> {
  const weeks = weekArrays([[values.employeeId, weekDifference([], list, planningTimeZone())]]);
  const { rows } = await createStatement(q).execute({
    assignmentId,
    ...values,
    hoursPerDay: String(values.hoursPerDay),
    note: values.note ?? null,
    ...dutyArrays(list, manualDates),
    ...weeks,
  });
  return tableRow(assignments, rows[0]);
}
