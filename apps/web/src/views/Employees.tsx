/** Mitarbeitende: the list (search, pages); pick one to edit or delete it (EmployeeForm.tsx) with its absences (Absences.tsx), or enter a new one. */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can, canOffice } from '../session';
import { useT } from '../i18n';
import { usePicked } from '../ui/usePicked';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { useValueList } from '../ui/useValueList';
import { Absences } from './Absences';
import { EmployeeForm } from './EmployeeForm';
import { ClientWishes } from './ClientWishes';
import { Availability } from './Availability';
import { EmployeeLending } from './EmployeeLending';
import { EmployeeConflicts } from './EmployeeConflicts';

type Employee = Schemas['EmployeeResponse'];

export function Employees() {
  const t = useT();
  const [search, setSearch] = useState('');
  const employees = usePagedList<Employee>((paging) => api.GET('/api/employees', { params: { query: { ...paging, ...(search ? { search } : {}) } } }), [search]);
  const { items, reload } = employees;
  const { selected, editing, setSelected, formKey, pick, notice, setNotice } = usePicked<Employee>();
  const qualifications = useValueList('qualifications');
  const label = (code: string) => qualifications.find(([c]) => c === code)?.[1] ?? code;
  const mayForm = selected && (editing ? can('employees', 'update') : can('employees', 'create'));
  return (
    <section className="split">
      <div>
        <h1>{t('employees')}</h1>
        <div className="toolbar">
          <label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
          {can('employees', 'create') ? <button type="button" onClick={() => pick('new')}>{t('new')}</button> : null}
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        <table>
          <thead><tr><th>{t('name')}</th><th>{t('qualifications')}</th><th>{t('weeklyHours')}</th><th>{t('exitDate')}</th></tr></thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} aria-selected={editing?.id === e.id}>
                <td><button type="button" className="link" onClick={() => pick(e)}>{e.lastName}, {e.firstName}</button></td>
                <td>{e.qualifications.map(label).join(', ')}</td><td>{e.weeklyHours ?? '–'}</td><td>{e.exitDate ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager paged={employees} />
      </div>
      <div>
        {mayForm ? (
          <EmployeeForm key={formKey} employee={editing} onSaved={(e) => (setSelected(e), reload())}
            onDeleted={() => (pick(null), setNotice(t('toTrash')), reload())} onCancel={() => pick(null)} />
        ) : null}
        {editing && canOffice('assignments') ? <EmployeeConflicts key={`c-${editing.id}-${editing.version}`} employeeId={editing.id} /> : null}
        {editing && can('absences') ? <Absences key={editing.id} employee={editing} /> : null}
        {editing && can('employeeFacilityPreferences') ? <ClientWishes key={`w-${editing.id}`} employeeId={editing.id} /> : null}
        {editing && canOffice('lending') ? <EmployeeLending key={`l-${editing.id}`} employeeId={editing.id} /> : null}
        {editing && canOffice('availability') ? <section className="card"><Availability key={`a-${editing.id}`} employeeId={editing.id} /></section> : null}
      </div>
    </section>
  );
}
