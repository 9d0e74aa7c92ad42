/** The files of a payroll run (CSV, DATEV LODAS) with the names the browser saves them under: `lohnexport-2026-10-lauf-2.csv`. */
import type { Schemas } from '@cs/client';

export function runFiles(run: Pick<Schemas['PayrollExportSummary'], 'id' | 'month' | 'runNumber'>) {
  const name = `lohnexport-${run.month}-lauf-${run.runNumber}`;
  return [
    { key: 'payroll.csv', path: `/api/payroll-exports/${run.id}/csv`, fileName: `${name}.csv` },
    { key: 'payroll.lodas', path: `/api/payroll-exports/${run.id}/lodas`, fileName: `${name}-lodas.txt` },
  ];
}
