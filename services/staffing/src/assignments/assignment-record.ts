import type { AssignmentResponse } from '@cs/contracts/http/assignments';
import { assignments } from '../schema';
import { isoTimestamp } from '../shared/timestamps';
import type { StoredDuty } from './duties.repo';

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
    version: row.version,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
}
