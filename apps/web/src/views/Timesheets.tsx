/**
 * Zeitnachweise (docs/billing.md, "Timesheets"): the office's timesheets of an ISO week (this week
 * first), filtered by facility, employee and state — employee, facility, week, state and net
 * hours; one opens below the list to enter actual times and take its steps.
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useT } from '../i18n';
import { localToday } from '../dates';
import { isoWeekOf } from '../iso-week';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RecordPicker } from '../ui/RecordPicker';
import { WeekPicker } from './timesheets/WeekPicker';
import { TimesheetDetail } from './timesheets/TimesheetDetail';
import { hoursText } from './timesheets/timesheet-rows';

type Summary = Schemas['TimesheetSummary'];
type State = Summary['state'];
const states: State[] = ['open', 'submitted', 'disputed', 'confirmed'];

export function Timesheets() {
  const t = useT();
  const [week, setWeek] = useState(() => isoWeekOf(localToday()));
  const [facilityId, setFacilityId] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const query = { week, ...(facilityId ? { facilityId } : {}), ...(employeeId ? { employeeId } : {}), ...(state ? { state } : {}) };
  const sheets = usePagedList<Summary>((paging) => api.GET('/api/timesheets', { params: { query: { ...query, ...paging } } }), [week, facilityId, employeeId, state]);
  return (
    <section>
      <h1>{t('timesheets')}</h1>
      <div className="toolbar">
        <WeekPicker week={week} onChange={setWeek} />
        <RecordPicker<Schemas['FacilityResponse']> label={t('facility')} name="facilityId" value={facilityId} onChange={setFacilityId} display={(f) => f.name}
          search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        <RecordPicker<Schemas['EmployeeResponse']> label={t('employee')} name="employeeId" value={employeeId} onChange={setEmployeeId}
          display={(e) => `${e.lastName}, ${e.firstName}`}
          search={(search, pageSize) => api.GET('/api/employees', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        <label>{t('status')}{' '}
          <select value={state} onChange={(e) => setState(e.target.value as State | '')}>
            <option value="">{t('all')}</option>
            {states.map((s) => <option key={s} value={s}>{t(`timesheet.state.${s}`)}</option>)}
          </select>
        </label>
      </div>
      <div className="table-wrap">
        <table className="timesheets">
          <thead><tr><th>{t('employee')}</th><th>{t('facility')}</th><th>{t('week')}</th><th>{t('status')}</th><th>{t('timesheet.total')}</th></tr></thead>
          <tbody>
            {sheets.items.map((s) => (
              <tr key={s.id} aria-selected={open === s.id}>
                <td><button type="button" className="link" onClick={() => setOpen(open === s.id ? null : s.id)}>{s.employeeName}</button></td>
                <td>{s.facilityName}</td>
                <td className="nowrap">{s.week}</td>
                <td className={`timesheet-state ${s.state}`}>{t(`timesheet.state.${s.state}`)}{s.revision > 1 ? ` (${t('timesheet.revision')} ${s.revision})` : ''}</td>
                <td className="nowrap">{hoursText(s.totalNetMinutes)} {t('hoursShort')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sheets.list && sheets.items.length === 0 ? <p>{t('timesheet.none')}</p> : null}
      <Pager paged={sheets} />
      {open ? <TimesheetDetail key={open} id={open} onChanged={sheets.reload} onOpen={setOpen} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
