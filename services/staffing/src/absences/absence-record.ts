import type { AbsenceRequest, AbsenceResponse } from '@cs/contracts/http/absences';
import { absences } from '../schema';
import { pickFields, recordStamps } from '@cs/service-kit';

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
    ...pickFields(row, ['id', 'employeeId', 'type', 'startDate', 'endDate', 'note']),
    ...recordStamps(row),
  };
}
