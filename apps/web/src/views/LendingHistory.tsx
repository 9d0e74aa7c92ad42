/**
 * An employee's earlier periods recorded by hand (lending-history.ts): lent by another agency, lent
 * before this system, or employed by the client. Pick one to edit (If-Match; a 412 loads the current
 * version and keeps the input) or delete it for good; or record a new one with the client picked.
 */
import { useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RecordPicker } from '../ui/RecordPicker';
import { RowActions, confirmDelete } from '../ui/RowActions';
import { day, partyName } from './lending-text';

type Period = Schemas['LendingHistoryResponse'];
type Source = Period['source'];
const sources: Source[] = ['otherAgency', 'beforeThisSystem', 'employedByClient'];
const blank = () => ({ clientId: '', from: '', to: '', source: 'otherAgency', note: '' });
const toForm = (p: Period) => ({ clientId: p.clientId, from: p.from, to: p.to, source: p.source, note: p.note ?? '' });

export function LendingHistory({ employeeId, onChanged }: { employeeId: string; onChanged: () => void }) {
  const t = useT();
  const language = useLanguage();
  const history = usePagedList<Period>((paging) => api.GET('/api/employees/{id}/lending-history', { params: { path: { id: employeeId }, query: paging } }), [employeeId], 10);
  const [editing, setEditing] = useState<Period | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const form = useForm(blank(), t('saved'), t('conflict'));
  const pick = (p: Period | null) => (setEditing(p), form.reset(p ? toForm(p) : blank()), setPickerKey(pickerKey + 1));
  const changed = () => (history.reload(), onChanged());
  const path = (id: string) => ({ id: employeeId, periodId: id });
  const save = form.submit(
    (v) => {
      const body = { clientId: v.clientId, from: v.from, to: v.to, source: v.source as Source, note: v.note.trim() ? v.note : null };
      return editing
        ? api.PUT('/api/employees/{id}/lending-history/{periodId}', { params: { path: path(editing.id), header: { 'if-match': ifMatch(editing.version) } }, body })
        : api.POST('/api/employees/{id}/lending-history', { params: { path: { id: employeeId } }, body });
    },
    (saved: Period) => (editing ? setEditing(saved) : (form.reset(blank()), setPickerKey(pickerKey + 1)), changed()),
    async () => {
      const { data } = await api.GET('/api/employees/{id}/lending-history/{periodId}', { params: { path: path(editing!.id) } });
      if (!data) return undefined;
      setEditing(data);
      return toForm(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDeleteHistory'), () =>
      api.DELETE('/api/employees/{id}/lending-history/{periodId}', { params: { path: path(editing!.id), header: { 'if-match': ifMatch(editing!.version) } } }));
    if (problem === null) (pick(null), form.setNotice(t('historyDeleted')), changed());
    else if (problem) form.setProblem(problem);
  }
  const may = editing ? can('lending', 'update') : can('lending', 'create');
  const { values, set, errors } = form;
  return (
    <section className="card" aria-label={t('lendingHistory')}>
      <h2>{t('lendingHistory')}</h2>
      <div className="table-wrap">
        <table>
          <thead><tr><th>{t('client')}</th><th>{t('from')}</th><th>{t('to')}</th><th>{t('source')}</th><th>{t('note')}</th></tr></thead>
          <tbody>
            {history.items.map((p) => (
              <tr key={p.id} aria-selected={editing?.id === p.id}>
                <td><button type="button" className="link" onClick={() => pick(p)}>{partyName(t, p.client)}</button></td>
                <td>{day(language, p.from)}</td><td>{day(language, p.to)}</td><td>{t(`source.${p.source}`)}</td><td>{p.note ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.list && history.items.length === 0 ? <p>{t('noHistory')}</p> : null}
      <Pager paged={history} />
      {may ? (
        <form onSubmit={save} aria-label={`${t('lendingHistory')} ${editing ? t('edit') : t('new')}`}>
          <h3>{editing ? `${t('edit')}: ${partyName(t, editing.client)}` : t('addPeriod')}</h3>
          <FormStatus form={form} />
          <div className="grid">
            <RecordPicker<Schemas['ClientResponse']> key={pickerKey} label={t('client')} name="clientId" value={values.clientId}
              valueLabel={editing?.client.name ?? undefined} onChange={set('clientId')} errors={errors} display={(c) => (c.city ? `${c.name}, ${c.city}` : c.name)}
              search={(search, pageSize) => api.GET('/api/clients', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            <Field label={t('from')} name="from" type="date" value={values.from} onChange={set('from')} errors={errors} />
            <Field label={t('to')} name="to" type="date" value={values.to} onChange={set('to')} errors={errors} />
            <Field label={t('source')} name="source" value={values.source} onChange={set('source')} errors={errors} options={sources.map((s) => [s, t(`source.${s}`)])} />
            <Field label={t('note')} name="note" value={values.note} onChange={set('note')} errors={errors} />
          </div>
          <RowActions editing={Boolean(editing)} canDelete={can('lending', 'delete')} onDelete={() => void remove()} onCancel={() => pick(null)} />
        </form>
      ) : null}
    </section>
  );
}
