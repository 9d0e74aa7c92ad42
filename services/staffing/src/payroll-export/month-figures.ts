import type { PayrollFigures } from '@cs/contracts/http/payroll-export';
import type { ConfirmedDuty } from './confirmed-duties.repo';
import { addFigures, employeeFigures, zeroFigures, type DutyMinutes } from './employee-figures';
import type { PayrollMonth } from './payroll-month';
import type { ExportTimesheetRow, LineRow } from './payroll-exports.repo';

/**
 * A month's figures from the confirmed duties (ordered by employee): one line per employee who
 * worked in the month, the run's totals (the sum of the lines), and the timesheets the lines were
 * read from, each marked against the month's previous run (`assignmentId|weekStart` → timesheet id):
 * not there → new, another revision → changed.
 */
export function monthFigures(
  duties: readonly ConfirmedDuty[],
  m: PayrollMonth,
  split: (d: ConfirmedDuty) => DutyMinutes,
  previous: ReadonlyMap<string, string>,
  exportId: string,
) {
  const lines: LineRow[] = [];
  const sheets: ExportTimesheetRow[] = [];
  let totals: PayrollFigures = zeroFigures();
  for (let from = 0; from < duties.length; ) {
    let to = from;
    while (to < duties.length && duties[to].employeeId === duties[from].employeeId) to++;
    const own = duties.slice(from, to);
    from = to;
    const figures = employeeFigures(own, m, split);
    if (figures.workedMinutes <= 0) continue;
    const { employeeId, employeeName, personnelNumber } = own[0];
    lines.push({ exportId, employeeId, name: employeeName, personnelNumber, ...figures });
    totals = addFigures(totals, figures);
    const seen = new Set<string>();
    for (const d of own) {
      if (seen.has(d.timesheetId)) continue;
      seen.add(d.timesheetId);
      const before = previous.get(`${d.assignmentId}|${d.weekStart}`);
      const sincePreviousRun = before === undefined ? 'new' : before === d.timesheetId ? 'unchanged' : 'changed';
      sheets.push({ exportId, timesheetId: d.timesheetId, revision: d.revision, assignmentId: d.assignmentId, employeeId, weekStart: d.weekStart, sincePreviousRun });
    }
  }
  return { lines, sheets, totals };
}

