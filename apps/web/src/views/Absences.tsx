/** The absences of one employee: pick one to edit or delete it (to the trash), or enter a new one. */
import { useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { isoDay } from '../dates';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { useValueList } from '../ui/useValueList';
import { RowActions, confirmDelete } from '../ui/RowActions';

type Employee = Schemas['EmployeeResponse'];
type Absence = Schemas['AbsenceResponse'];
const blank = () => ({ type: '', startDate: isoDay(new Date()), endDate: isoDay(new Date()) });

export function Absences({ employee }: { employee: Employee }) {
  const t = useT();
  const absences = usePagedList<Absence>((paging) => api.GET('/api/absences', { params: { query: { employeeId: employee.id, ...paging } } }), [employee.id], 10);
  const { items, reload } = absences;
  const [editing, setEditing] = useState<Absence | null>(null);
  const form = useForm(blank(), t('saved'), t('conflict'));
  const types = useValueList('absenceTypes');
  const typeLabel = (code: string) => types.find(([c]) => c === code)?.[1] ?? code;
  const pick = (a: Absence | null) => (setEditing(a), form.reset(a ? { type: a.type, startDate: a.startDate, endDate: a.endDate } : blank()));
  const save = form.submit(
    (v) => {
      const body = { employeeId: employee.id, ...v, note: editing?.note ?? null };
      return editing
        ? api.PUT('/api/absences/{id}', { params: { path: { id: editing.id }, header: { 'if-match': ifMatch(editing.version) } }, body })
        : api.POST('/api/absences', { body });
    },
    (saved: Absence) => (editing ? setEditing(saved) : undefined, reload()),
    async () => {
      const { data } = await api.GET('/api/absences/{id}', { params: { path: { id: editing!.id } } });
      if (data) setEditing(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () => api.DELETE('/api/absences/{id}', { params: { path: { id: editing!.id }, header: { 'if-match': ifMatch(editing!.version) } } }));
    if (problem === null) (pick(null), form.setNotice(t('toTrash')), reload());
    else if (problem) form.setProblem(problem);
  }
  const may = editing ? can('absences', 'update') : can('absences', 'create');
  const { values, set, errors } = form;
  return (
    <section className="card">
      <h2>{t('absences')}: {employee.lastName}, {employee.firstName}</h2>
      <table>
        <thead><tr><th>{t('absenceType')}</th><th>{t('from')}</th><th>{t('to')}</th></tr></thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id} aria-selected={editing?.id === a.id}>
              <td><button type="button" className="link" onClick={() => pick(a)}>{typeLabel(a.type)}</button></td><td>{a.startDate}</td><td>{a.endDate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager paged={absences} />
      {may ? (
        <form onSubmit={save} aria-label={`${t('absences')} ${editing ? t('edit') : t('new')}`}>
          <FormStatus form={form} />
          <div className="grid">
            <Field label={t('absenceType')} name="type" value={values.type} onChange={set('type')} errors={errors} options={types} />
            <Field label={t('from')} name="startDate" type="date" value={values.startDate} onChange={set('startDate')} errors={errors} />
            <Field label={t('to')} name="endDate" type="date" value={values.endDate} onChange={set('endDate')} errors={errors} />
          </div>
          <RowActions editing={Boolean(editing)} canDelete={can('absences', 'delete')} onDelete={() => void remove()} onCancel={() => pick(null)} />
        </form>
      ) : null}
    </section>
  );
}
