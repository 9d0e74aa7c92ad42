import { v7 as uuidv7 } from 'uuid';
import { actorOf, conflict, recordEvent, transact, type Principal, type ServiceDeps } from '@cs/service-kit';
import type { PayrollExportResponse } from '@cs/contracts/http/payroll-export';
import { payrollEventTypes } from '@cs/contracts/events/staffing';
import { readPayrollSettings } from './payroll-settings.repo';
import { payrollMonth } from './payroll-month';
import { confirmedDuties } from './confirmed-duties.repo';
import { monthFigures } from './month-figures';
import { splitForPay } from './split-duty';
import { insertExport, nextRunNumber, timesheetsOfRun } from './payroll-exports.repo';
import { exportLabel, toResponse, toSummary } from './export-record';

/**
 * The next export run of a month: reads the confirmed duties, sums them per employee by wage type,
 * numbers the run, notes which timesheets are new or changed since the month's previous run, and
 * saves it with the settings of now (the run's files never change). Nothing confirmed → 409.
 */
export async function makeExport(deps: ServiceDeps, principal: Principal, month: string, correlationId?: string): Promise<PayrollExportResponse> {
  const m = payrollMonth(month);
  return transact(deps, async (tx) => {
    const { runNumber, previousId } = await nextRunNumber(tx, month);
    const settings = await readPayrollSettings(tx);
    const duties = await confirmedDuties(tx, m);
    if (duties.length === 0) throw conflict('PAYROLL_MONTH_EMPTY', `No confirmed timesheet has a duty in ${month}.`);
    const previous = previousId ? await timesheetsOfRun(tx, previousId) : new Map<string, string>();
    const id = uuidv7();
    const figures = monthFigures(duties, m, splitForPay({ start: settings.nightStart, end: settings.nightEnd }), previous, id);
    const run = {
      id,
      month,
      runNumber,
      createdAt: new Date(),
      createdById: principal.userId,
      createdByName: principal.displayName,
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
      wageTypes: settings.wageTypes,
      nightStart: settings.nightStart,
      nightEnd: settings.nightEnd,
      employeeCount: figures.lines.length,
      timesheetCount: figures.sheets.length,
      newOrChangedCount: figures.sheets.filter((s) => s.sincePreviousRun !== 'unchanged').length,
      ...figures.totals,
    };
    await insertExport(tx, run, figures.lines, figures.sheets);
    await recordEvent(tx, {
      type: payrollEventTypes.exportCreated,
      actor: actorOf(principal),
      subject: { type: 'payrollExport', id, label: exportLabel(run) },
      data: toSummary(run),
      correlationId,
    });
    return toResponse(run, figures.lines, figures.sheets);
  });
}
