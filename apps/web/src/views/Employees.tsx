/** Mitarbeitende: the list, a new employee, and the absences of the chosen one (Absences.tsx). */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { isoDay } from '../dates';
import { Field, ProblemBanner } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { useList } from '../ui/useList';
import { Absences } from './Absences';

type Employee = Schemas['EmployeeResponse'];

export function Employees() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [items, reload] = useList<Employee>(() => api.GET('/api/employees', { params: { query: { pageSize: 100, ...(search ? { search } : {}) } } }), [search]);
  const [selected, setSelected] = useState<Employee | null>(null);
  return (
    <section className="split">
      <div>
        <h1>{t('employees')}</h1>
        <div className="toolbar"><label>{t('search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} /></label></div>
        <table>
          <thead><tr><th>{t('name')}</th><th>{t('qualifications')}</th><th>{t('weeklyHours')}</th></tr></thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} aria-selected={selected?.id === e.id}>
                <td><button type="button" className="link" onClick={() => setSelected(e)}>{e.lastName}, {e.firstName}</button></td>
                <td>{e.qualifications.join(', ')}</td><td>{e.weeklyHours ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        {can('employees', 'create') ? <NewEmployee onSaved={reload} /> : null}
        {selected && can('absences') ? <Absences employee={selected} /> : null}
      </div>
    </section>
  );
}

function NewEmployee({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const form = useForm({ firstName: '', lastName: '', entryDate: isoDay(new Date()), weeklyHours: '40' }, t('saved'));
  const save = form.submit(
    (v) => api.POST('/api/employees', { body: { ...v, weeklyHours: v.weeklyHours ? Number(v.weeklyHours) : null } }),
    () => (form.setValues((v) => ({ ...v, firstName: '', lastName: '' })), onSaved()),
  );
  const { values, set, errors } = form;
  return (
    <form className="card" onSubmit={save} aria-label={`${t('employee')} ${t('new')}`}>
      <h2>{t('new')}</h2>
      <ProblemBanner problem={form.problem} />
      {form.notice ? <p role="status">{form.notice}</p> : null}
      <div className="grid">
        <Field label={t('firstName')} name="firstName" value={values.firstName} onChange={set('firstName')} errors={errors} />
        <Field label={t('lastName')} name="lastName" value={values.lastName} onChange={set('lastName')} errors={errors} />
        <Field label={t('entryDate')} name="entryDate" type="date" value={values.entryDate} onChange={set('entryDate')} errors={errors} />
        <Field label={t('weeklyHours')} name="weeklyHours" type="number" value={values.weeklyHours} onChange={set('weeklyHours')} errors={errors} />
      </div>
      <button type="submit">{t('save')}</button>
    </form>
  );
}
