import { conflict } from '@cs/service-kit';
import { wageTypeKinds, type WageTypeKind } from '@cs/contracts/http/payroll-settings';
import type { PayrollExportResponse } from '@cs/contracts/http/payroll-export';
import { hoursText } from './hours-text';

/**
 * DATEV LODAS ASCII import (DATEV, "LODAS ASCII-Import", Schnittstellenhandbuch; docs/billing.md):
 * the sections `[Allgemein]`, `[Satzbeschreibung]` and `[Bewegungsdaten]`, one movement record
 * `u_lod_bwd_buchung_standard` per employee and wage type with a value. `bs_nr` is the
 * Bearbeitungsschlüssel: 1 = hours, 2 = days. The wage-type numbers are the payroll's own
 * (`la_eigene`), agreed with the payroll office.
 */
const figureOf: Record<WageTypeKind, { field: 'regularMinutes' | 'nightMinutes' | 'sundayMinutes' | 'holidayMinutes' | 'overtimeMinutes' | 'mealAllowanceDays'; key: 1 | 2 }> = {
  regular: { field: 'regularMinutes', key: 1 },
  night: { field: 'nightMinutes', key: 1 },
  sunday: { field: 'sundayMinutes', key: 1 },
  holiday: { field: 'holidayMinutes', key: 1 },
  overtime: { field: 'overtimeMinutes', key: 1 },
  mealAllowanceDays: { field: 'mealAllowanceDays', key: 2 },
};

/** Without consultant or client number, or with employees without a personnel number, there is no file: 409 naming them. */
function assertComplete(run: PayrollExportResponse) {
  const fields = (['consultantNumber', 'clientNumber'] as const).filter((f) => run[f] === null);
  const employees = run.employees.filter((e) => e.personnelNumber === null).map((e) => ({ employeeId: e.employeeId, name: e.name }));
  if (fields.length === 0 && employees.length === 0) return;
  const what = [...fields, ...(employees.length > 0 ? [`personnel numbers of ${employees.length} employee(s)`] : [])].join(', ');
  const message = `The run was made without ${what}: enter them and run the month again.`;
  if (fields.length > 0) throw conflict('PAYROLL_SETTINGS_MISSING', message, { fields, employees });
  throw conflict('PERSONNEL_NUMBERS_MISSING', message, { fields, employees });
}

/** The run as a LODAS import file: CRLF lines, ASCII only (the handbook's ISO-8859-1 holds it unchanged). */
export function lodasFile(run: PayrollExportResponse): string {
  assertComplete(run);
  const [year, month] = run.month.split('-');
  const period = `01/${month}/${year}`;
  const lines = [
    '[Allgemein]', 'Ziel=LODAS', 'Version_SST=1.0', `BeraterNr=${run.consultantNumber}`, `MandantenNr=${run.clientNumber}`,
    'Datumsformat=TT/MM/JJJJ', 'Feldtrennzeichen=;', 'Zahlenkomma=,', 'Kommentarzeichen=*',
    `* Lohnexport ${run.month} Lauf ${run.runNumber}; Lohnarten mit dem Lohnbuero abgestimmt verwenden`,
    '[Satzbeschreibung]',
    '1;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;',
    '[Bewegungsdaten]',
  ];
  const employees = [...run.employees].sort((a, b) => Number(a.personnelNumber) - Number(b.personnelNumber));
  for (const e of employees) {
    for (const kind of wageTypeKinds) {
      const { field, key } = figureOf[kind];
      if (e[field] === 0) continue;
      const value = key === 1 ? hoursText(e[field]) : String(e[field]);
      lines.push(`1;${period};${e.personnelNumber};${run.wageTypes[kind]};${key};${value};`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
