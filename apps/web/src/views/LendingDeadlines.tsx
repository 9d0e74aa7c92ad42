/**
 * Fristen: employee × client pairs whose equal-pay date or last lawful day (AÜG §8 Abs. 4, §1 Abs. 1b;
 * docs/lending-law.md) falls within the next 30, 60 or 90 days or has passed while lending goes on,
 * nearest first; filtered by client and employee. A row opens to what its clock counts.
 */
import { Fragment, useState } from 'react';
import type { Schemas } from '@cs/client';
import { api } from '../session';
import { useLanguage, useT } from '../i18n';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RecordPicker } from '../ui/RecordPicker';
import { LendingClockDetails } from './LendingClockDetails';
import { day, daysLeft, monthsDays, partyName } from './lending-text';

type Deadline = Schemas['LendingDeadline'];
const windows = [30, 60, 90];

export function LendingDeadlines() {
  const t = useT();
  const language = useLanguage();
  const [within, setWithin] = useState(30);
  const [clientId, setClientId] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const filter = { within, ...(clientId ? { clientId } : {}), ...(employeeId ? { employeeId } : {}) };
  const deadlines = usePagedList<Deadline>((paging) => api.GET('/api/lending-deadlines', { params: { query: { ...filter, ...paging } } }), [within, clientId, employeeId]);
  const key = (d: Deadline) => `${d.employee.id}-${d.clock.client.id}`;
  return (
    <section>
      <h1>{t('deadlines')}</h1>
      <div className="toolbar">
        <label>{t('within')}{' '}
          <select value={within} onChange={(e) => setWithin(Number(e.target.value))}>
            {windows.map((n) => <option key={n} value={n}>{n} {t('days')}</option>)}
          </select>
        </label>
        <RecordPicker<Schemas['ClientResponse']> label={t('client')} name="clientId" value={clientId} onChange={setClientId} display={(c) => c.name}
          search={(search, pageSize) => api.GET('/api/clients', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        <RecordPicker<Schemas['EmployeeResponse']> label={t('employee')} name="employeeId" value={employeeId} onChange={setEmployeeId}
          display={(e) => `${e.lastName}, ${e.firstName}`}
          search={(search, pageSize) => api.GET('/api/employees', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
      </div>
      <div className="table-wrap">
        <table className="deadlines">
          <thead><tr><th>{t('employee')}</th><th>{t('client')}</th><th>{t('deadline')}</th><th>{t('date')}</th><th /><th>{t('lent')}</th><th /></tr></thead>
          <tbody>
            {deadlines.items.map((d) => (
              <Fragment key={key(d)}>
                <tr>
                  <td>{d.employee.lastName}, {d.employee.firstName}</td>
                  <td>{partyName(t, d.clock.client)}</td>
                  <td>{t(`deadline.${d.deadline.kind}`)}</td>
                  <td>{day(language, d.deadline.date)}{d.deadline.projected ? <small className="by">{t('calculated')}</small> : null}</td>
                  <td className={d.deadline.passed ? 'overdue' : undefined}>{daysLeft(t, d.deadline)}</td>
                  <td>{monthsDays(t, d.clock.lentAsOf)}</td>
                  <td>
                    <button type="button" aria-expanded={open === key(d)} onClick={() => setOpen(open === key(d) ? null : key(d))}>{t('details')}</button>
                  </td>
                </tr>
                {open === key(d) ? <tr><td colSpan={7}><LendingClockDetails clock={d.clock} /></td></tr> : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {deadlines.list && deadlines.items.length === 0 ? <p>{t('noDeadlines')}</p> : null}
      <Pager paged={deadlines} />
    </section>
  );
}
