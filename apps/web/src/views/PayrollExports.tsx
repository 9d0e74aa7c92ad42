/**
 * Lohnexport (docs/billing.md, "Payroll export"): a month (last month first), **Export erstellen**
 * makes its next run from the confirmed timesheets; the month's runs, newest first — run number, when
 * and by whom, employees, the totals by wage type, how many timesheets are new or changed — each
 * with its CSV and DATEV LODAS file (a refusal in words above the list) and its details. Below, the
 * payroll settings.
 */
import { useState } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { addDays, localToday } from '../dates';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { Downloads } from '../ui/Downloads';
import { hoursText } from './timesheets/timesheet-rows';
import { BillingProblem } from './billing/BillingProblem';
import { PayrollRun } from './payroll/PayrollRun';
import { PayrollSettings } from './payroll/PayrollSettings';
import { runFiles } from './payroll/payroll-files';

type Run = Schemas['PayrollExportSummary'];
const lastMonth = () => addDays(`${localToday().slice(0, 7)}-01`, -1).slice(0, 7);

export function PayrollExports() {
  const t = useT();
  const language = useLanguage();
  const [month, setMonth] = useState(lastMonth);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const runs = usePagedList<Run>((paging) => api.GET('/api/payroll-exports', { params: { query: { month, ...paging } } }), [month]);

  async function create() {
    const { data, error } = await call(() => api.POST('/api/payroll-exports', { body: { month } }));
    setProblem((error as Problem | undefined) ?? null);
    setNotice(data ? t('payroll.created').replace('{run}', String(data.runNumber)) : '');
    if (data) (setOpen(data.id), runs.reload());
  }
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  return (
    <section>
      <h1>{t('payrollExport')}</h1>
      <div className="toolbar">
        <label>{t('payroll.month')} <input type="month" value={month} required onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)} /></label>
        {can('payroll', 'create') ? <button type="button" onClick={() => void create()}>{t('payroll.create')}</button> : null}
      </div>
      <BillingProblem problem={problem} />
      {notice ? <p role="status">{notice}</p> : null}
      <h2>{t('payroll.runs')}</h2>
      <div className="table-wrap">
        <table className="payroll-runs">
          <thead>
            <tr>
              <th>{t('payroll.run')}</th><th>{t('payroll.createdAt')}</th><th className="num">{t('payroll.employees')}</th><th className="num">{t('payroll.worked')}</th>
              <th className="num">{t('payroll.overtime')}</th><th className="num">{t('payroll.night')}</th><th className="num">{t('payroll.sunday')}</th>
              <th className="num">{t('payroll.holiday')}</th><th className="num">{t('payroll.newOrChanged')}</th><th>{t('invoice.downloads')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.items.map((r) => (
              <tr key={r.id} aria-selected={open === r.id}>
                <td><button type="button" className="link nowrap" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>{t('payroll.run')} {r.runNumber}</button></td>
                <td className="nowrap">{new Date(r.createdAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}{r.createdBy.name ? <small className="hint">{t('timesheet.by')} {r.createdBy.name}</small> : null}</td>
                <td className="num">{r.employeeCount}</td>
                <td className="num nowrap">{hoursText(r.totals.workedMinutes)}</td>
                <td className="num nowrap">{hoursText(r.totals.overtimeMinutes)}</td>
                <td className="num nowrap">{hoursText(r.totals.nightMinutes)}</td>
                <td className="num nowrap">{hoursText(r.totals.sundayMinutes)}</td>
                <td className="num nowrap">{hoursText(r.totals.holidayMinutes)}</td>
                <td className="num">{r.newOrChangedCount} / {r.timesheetCount}</td>
                <td><Downloads files={runFiles(r)} label={`${t('invoice.downloads')} ${t('payroll.run')} ${r.runNumber}`} onProblem={(p) => (setProblem(p), setNotice(''))} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {runs.list && runs.items.length === 0 ? <p>{t('payroll.none')}</p> : null}
      <Pager paged={runs} />
      {open ? <PayrollRun key={open} id={open} /> : null}
      <PayrollSettings />
    </section>
  );
}
