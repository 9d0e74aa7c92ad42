/** Mitarbeitende: the list, a new employee, and the absences of the chosen one. */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { isoDay } from '../dates';
import { Field, FormStatus } from '../ui/problem';
import { NewRecordCard } from '../ui/NewRecordCard';
import { useForm } from '../ui/useForm';
import { useList } from '../ui/useList';
import { useValueList } from '../ui/useValueList';

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
    <NewRecordCard noun={t('employee')} onSubmit={save} form={form}>
      <Field label={t('firstName')} name="firstName" value={values.firstName} onChange={set('firstName')} errors={errors} />
      <Field label={t('lastName')} name="lastName" value={values.lastName} onChange={set('lastName')} errors={errors} />
      <Field label={t('entryDate')} name="entryDate" type="date" value={values.entryDate} onChange={set('entryDate')} errors={errors} />
      <Field label={t('weeklyHours')} name="weeklyHours" type="number" value={values.weeklyHours} onChange={set('weeklyHours')} errors={errors} />
    </NewRecordCard>
  );
}

function Absences({ employee }: { employee: Employee }) {
  const t = useT();
  const [items, reload] = useList<Schemas['AbsenceResponse']>(() => api.GET('/api/absences', { params: { query: { employeeId: employee.id, pageSize: 100 } } }), [employee.id]);
  const form = useForm({ type: '', startDate: isoDay(new Date()), endDate: isoDay(new Date()) }, t('saved'));
  const types = useValueList('absenceTypes');
  const save = form.submit((v) => api.POST('/api/absences', { body: { employeeId: employee.id, ...v } }), reload);
  const { values, set, errors } = form;
  return (
    <section className="card">
      <h2>{t('absences')}: {employee.lastName}, {employee.firstName}</h2>
      <table>
        <thead><tr><th>{t('absenceType')}</th><th>{t('from')}</th><th>{t('to')}</th></tr></thead>
        <tbody>{items.map((a) => <tr key={a.id}><td>{a.type}</td><td>{a.startDate}</td><td>{a.endDate}</td></tr>)}</tbody>
      </table>
      {can('absences', 'create') ? (
        <form onSubmit={save} aria-label={`${t('absences')} ${t('new')}`}>
          <FormStatus form={form} />
          <div className="grid">
            <Field label={t('absenceType')} name="type" value={values.type} onChange={set('type')} errors={errors} options={types} />
            <Field label={t('from')} name="startDate" type="date" value={values.startDate} onChange={set('startDate')} errors={errors} />
            <Field label={t('to')} name="endDate" type="date" value={values.endDate} onChange={set('endDate')} errors={errors} />
          </div>
          <button type="submit">{t('save')}</button>
        </form>
      ) : null}
    </section>
  );
}
