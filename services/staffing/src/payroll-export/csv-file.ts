import type { PayrollExportResponse } from '@cs/contracts/http/payroll-export';
import { hoursText } from './hours-text';

/** The columns, in order (docs/billing.md, "Payroll export"). */
export const csvHeader = [
  'Monat', 'Lauf', 'Personalnummer', 'Name', 'Mitarbeiter-ID', 'Stunden gesamt', 'Grundstunden', 'Überstunden',
  'Nachtstunden', 'Sonntagsstunden', 'Feiertagsstunden', 'Arbeitstage', 'Tage mit Verpflegungsmehraufwand',
];

/**
 * A text cell: quoted when it holds the separator, a quote or a line break; a leading `=`, `+`, `-`,
 * `@` or tab gets an apostrophe so that a spreadsheet does not run it as a formula (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The run as CSV: UTF-8 with BOM (spreadsheets then read the umlauts), `;`, decimal comma, CRLF, one row per employee. */
export function csvFile(run: PayrollExportResponse): string {
  const rows = run.employees.map((e) => [
    run.month, String(run.runNumber), e.personnelNumber ?? '', csvCell(e.name), e.employeeId,
    hoursText(e.workedMinutes), hoursText(e.regularMinutes), hoursText(e.overtimeMinutes), hoursText(e.nightMinutes),
    hoursText(e.sundayMinutes), hoursText(e.holidayMinutes), String(e.workingDays), String(e.mealAllowanceDays),
  ]);
  return `\uFEFF${[csvHeader, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`;
}
