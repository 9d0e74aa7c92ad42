import { findMapped, type Trashable } from '@cs/service-kit';
import type { AbsenceResponse } from '@cs/contracts/http/absences';
import { findEmployeeRow } from '../employees/employees.repo';
import { absences } from '../schema';
import { parentInTrash } from '../shared/references';
import { toAbsenceResponse } from './absence-record';
import { absenceLabel, findAbsenceRow } from './absences.repo';

/** Absences in the trash; one comes back only while its employee is live. */
export const absenceTrashable: Trashable<AbsenceResponse> = {
  context: 'staffing',
  aggregate: 'absence',
  noun: 'Absence',
  table: absences,
  find: findMapped(findAbsenceRow, toAbsenceResponse),
  label: absenceLabel,
  prepareRestore: async (tx, absence) => {
    if (!(await findEmployeeRow(tx, absence.employeeId))) throw parentInTrash('The employee of this absence');
  },
};
