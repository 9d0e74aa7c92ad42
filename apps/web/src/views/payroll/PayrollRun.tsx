/**
 * One payroll run in detail: per employee (as the run was made: name, personnel number) the hours
 * by wage type and the days, and the timesheets it holds — new or changed since the month's previous
 * run first, each with its week and revision.
 */
import { useEffect, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, call } from '../../session';
import { useLanguage, useT } from '../../i18n';
import { localIsoDates } from '../../dates';
import { hoursText } from '../timesheets/timesheet-rows';

type Run = Schemas['PayrollExportResponse'];
const order = { new: 0, changed: 1, unchanged: 2 } as const;

export function PayrollRun({ id }: { id: string }) {
  const t = useT();
  const language = useLanguage();
  const [run, setRun] = useState<Run>();
  useEffect(() => void call(() => api.GET('/api/payroll-exports/{id}', { params: { path: { id } } })).then(({ data }) => setRun(data)), [id]);
  if (!run) return <p className="loading">{t('loading')}</p>;
  const names = new Map(run.employees.map((e) => [e.employeeId, e.name]));
  const sheets = [...run.timesheets].sort((a, b) => order[a.sincePreviousRun] - order[b.sincePreviousRun]);
  const columns = ['workedMinutes', 'regularMinutes', 'overtimeMinutes', 'nightMinutes', 'sundayMinutes', 'holidayMinutes'] as const;
  const labels = ['payroll.worked', 'payroll.regular', 'payroll.overtime', 'payroll.night', 'payroll.sunday', 'payroll.holiday'];
  return (
    <section className="card payroll-run" aria-label={`${t('payroll.run')} ${run.runNumber}`}>
      <h2>{t('payrollExport')} {run.month} – {t('payroll.run')} {run.runNumber}</h2>
      <div className="table-wrap">
        <table className="payroll-employees">
          <thead>
            <tr>
              <th>{t('employee')}</th><th>{t('personnelNumber')}</th>
              {labels.map((l) => <th key={l} className="num">{t(l)}</th>)}
              <th className="num">{t('payroll.workingDays')}</th><th className="num">{t('payroll.mealDays')}</th>
            </tr>
          </thead>
          <tbody>
            {run.employees.map((e) => (
              <tr key={e.employeeId}>
                <td>{e.name}</td><td>{e.personnelNumber ?? '–'}</td>
                {columns.map((c) => <td key={c} className="num nowrap">{hoursText(e[c])}</td>)}
                <td className="num">{e.workingDays}</td><td className="num">{e.mealAllowanceDays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('payroll.timesheets')}</h3>
      <table className="payroll-timesheets">
        <thead><tr><th>{t('employee')}</th><th>{t('week')}</th><th>{t('payroll.revision')}</th><th>{t('payroll.newOrChanged')}</th></tr></thead>
        <tbody>
          {sheets.map((s) => (
            <tr key={s.timesheetId} className={`since ${s.sincePreviousRun}`}>
              <td>{names.get(s.employeeId) ?? s.employeeId}</td>
              <td className="nowrap">{localIsoDates(s.weekStart, language)}</td>
              <td>{s.revision}</td>
              <td>{t(`payroll.since.${s.sincePreviousRun}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
