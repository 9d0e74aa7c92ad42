import type { AbsenceRequest, AbsenceResponse } from '@cs/contracts/http/absences';
import { absences } from '../schema';
import { isoTimestamp } from '../shared/timestamps';

export type AbsenceRow = typeof absences.$inferSelect;
export type AbsenceValues = Omit<typeof absences.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'deletedBy'>;

export function absenceValues(body: AbsenceRequest): AbsenceValues {
  return {
    employeeId: body.employeeId,
    type: body.type,
    startDate: body.startDate,
    endDate: body.endDate,
    note: body.note ?? null,
  };
}

export function toAbsenceResponse(row: AbsenceRow): AbsenceResponse {
  return {
    id: row.id,
    employeeId: row.employeeId,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    note: row.note,
    version: row.version,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
}
