import type { PayrollExportResponse, PayrollExportSummary, PayrollFigures } from '@cs/contracts/http/payroll-export';
import { isoTimestamp } from '@cs/service-kit';
import type { ExportRow, ExportTimesheetRow, LineRow } from './payroll-exports.repo';

const figuresOf = (r: PayrollFigures): PayrollFigures => ({
  workedMinutes: r.workedMinutes,
  regularMinutes: r.regularMinutes,
  nightMinutes: r.nightMinutes,
  sundayMinutes: r.sundayMinutes,
  holidayMinutes: r.holidayMinutes,
  overtimeMinutes: r.overtimeMinutes,
  workingDays: r.workingDays,
  mealAllowanceDays: r.mealAllowanceDays,
});

export const toSummary = (run: ExportRow): PayrollExportSummary => ({
  id: run.id,
  month: run.month,
  runNumber: run.runNumber,
  createdAt: isoTimestamp(run.createdAt),
  createdBy: { userId: run.createdById, name: run.createdByName },
  consultantNumber: run.consultantNumber,
  clientNumber: run.clientNumber,
  wageTypes: run.wageTypes,
  nightStart: run.nightStart,
  nightEnd: run.nightEnd,
  employeeCount: run.employeeCount,
  timesheetCount: run.timesheetCount,
  newOrChangedCount: run.newOrChangedCount,
  totals: figuresOf(run),
});

export const toResponse = (run: ExportRow, lines: LineRow[], sheets: ExportTimesheetRow[]): PayrollExportResponse => ({
  ...toSummary(run),
  employees: lines.map((l) => ({ employeeId: l.employeeId, name: l.name, personnelNumber: l.personnelNumber, ...figuresOf(l) })),
  timesheets: sheets.map((s) => ({
    timesheetId: s.timesheetId,
    revision: s.revision,
    assignmentId: s.assignmentId,
    employeeId: s.employeeId,
    weekStart: s.weekStart,
    sincePreviousRun: s.sincePreviousRun,
  })),
});

/** "Lohnexport 2026-10 Lauf 2": the audit log's label of a run. */
export const exportLabel = (run: { month: string; runNumber: number }) => `Lohnexport ${run.month} Lauf ${run.runNumber}`;
