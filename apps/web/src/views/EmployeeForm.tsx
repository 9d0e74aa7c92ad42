/**
 * A new employee, or one edited — every field the API accepts (If-Match; a 412 loads the current
 * version and keeps what the user typed) — or moved to the trash. A change the checks read answers
 * the re-checked planned assignments (`affectedAssignments`): shown below the form.
 */
import { useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { useValueList } from '../ui/useValueList';
import { CodeChecklist } from '../ui/CodeChecklist';
import { RowActions, confirmDelete } from '../ui/RowActions';
import { AffectedAssignments } from './AffectedAssignments';
import { codes, optionalTexts, toBody, toForm } from './employee-form-values';

type Employee = Schemas['EmployeeResponse'];

export function EmployeeForm(props: { employee: Employee | null; onSaved: (e: Employee) => void; onDeleted: () => void; onCancel: () => void }) {
  const t = useT();
  const [employee, setEmployee] = useState(props.employee);
  const [affected, setAffected] = useState<Schemas['AffectedAssignments'] | null>(null);
  const qualifications = useValueList('qualifications');
  const form = useForm(toForm(props.employee), t('saved'), t('conflict'));
  const save = form.submit(
    (v) => {
      setAffected(null);
      const body = toBody(v);
      return employee
        ? api.PUT('/api/employees/{id}', { params: { path: { id: employee.id }, header: { 'if-match': ifMatch(employee.version) } }, body })
        : api.POST('/api/employees', { body });
    },
    (saved: Schemas['UpdateEmployeeResponse']) => {
      const { affectedAssignments, ...record } = saved;
      setAffected(affectedAssignments ?? null);
      setEmployee(record); // a new one is now edited (its absences can follow)
      props.onSaved(record);
    },
    async () => {
      const { data } = await api.GET('/api/employees/{id}', { params: { path: { id: employee!.id } } });
      if (!data) return undefined;
      setEmployee(data);
      return toForm(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () => api.DELETE('/api/employees/{id}', { params: { path: { id: employee!.id }, header: { 'if-match': ifMatch(employee!.version) } } }));
    if (problem === null) props.onDeleted();
    else if (problem) form.setProblem(problem);
  }
  const { values, set, errors } = form;
  const field = (k: keyof typeof values, type = 'text') => <Field key={k} label={t(k)} name={k} type={type} value={values[k]} onChange={set(k)} errors={errors} />;
  return (
    <form className="card" onSubmit={save} aria-label={`${t('employee')} ${employee ? t('edit') : t('new')}`}>
      <h2>{employee ? `${t('edit')}: ${employee.lastName}, ${employee.firstName}` : t('new')}</h2>
      <ProblemBanner problem={form.problem} />
      {form.notice ? <p role="status">{form.notice}</p> : null}
      <div className="grid">
        {field('firstName')}
        {field('lastName')}
        {field('dateOfBirth', 'date')}
        {field('entryDate', 'date')}
        {field('exitDate', 'date')}
        {field('weeklyHours', 'number')}
        {optionalTexts.map((k) => field(k, k === 'email' ? 'email' : 'text'))}
        <label className="field check">
          <input type="checkbox" name="active" checked={values.active === 'true'} onChange={(e) => set('active')(String(e.target.checked))} /> {t('Active')}
        </label>
      </div>
      <CodeChecklist legend={t('qualifications')} name="qualifications" value={codes(values)} onChange={(c) => set('qualifications')(c.join(','))}
        options={qualifications} errors={errors} />
      <RowActions editing={Boolean(employee)} canDelete={can('employees', 'delete')} onDelete={() => void remove()} onCancel={props.onCancel} />
      {employee && can('auditLog') ? <a href={`#/protokoll/employee/${employee.id}`}>{t('audit')}</a> : null}
      {affected ? <AffectedAssignments affected={affected} /> : null}
    </form>
  );
}
