import { recordStamps, type Queryable } from '@cs/service-kit';
import type { AssignmentResponse } from '@cs/contracts/http/assignments';
import { assignments } from '../schema';
import { dutiesOf, type StoredDuty } from './duties.repo';

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentValues = Omit<typeof assignments.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy'>;

export function toAssignmentResponse(row: AssignmentRow, duties: StoredDuty[]): AssignmentResponse {
  return {
    id: row.id,
    orderId: row.orderId,
    employeeId: row.employeeId,
    startDate: row.startDate,
    endDate: row.endDate,
    hoursPerDay: Number(row.hoursPerDay),
    duties,
    note: row.note,
    ...recordStamps(row),
  };
}

/** One assignment as the API answers it, its duties read along. */
export const assignmentWithDuties = async (q: Queryable, row: AssignmentRow): Promise<AssignmentResponse> =>
  toAssignmentResponse(row, (await dutiesOf(q, [row.id])).get(row.id) ?? []);
