/** The contracts of one facility: pick one to edit or delete it (to the trash), or enter a new one. */
import { useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { isoDay } from '../dates';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RowActions, confirmDelete } from '../ui/RowActions';

type Contract = Schemas['ContractResponse'];
type Status = Schemas['CreateContractRequest']['status'];
const blank = () => ({ number: '', status: 'Active', validFrom: isoDay(new Date()), validTo: '' });
const toForm = (c: Contract) => ({ number: c.number, status: c.status, validFrom: c.validFrom, validTo: c.validTo ?? '' });

export function Contracts({ facilityId }: { facilityId: string }) {
  const t = useT();
  const contracts = usePagedList<Contract>((paging) => api.GET('/api/contracts', { params: { query: { facilityId, ...paging } } }), [facilityId], 10);
  const { items, reload } = contracts;
  const [editing, setEditing] = useState<Contract | null>(null);
  const form = useForm(blank(), t('saved'), t('conflict'));
  if (!can('contracts')) return null;
  const pick = (c: Contract | null) => (setEditing(c), form.reset(c ? toForm(c) : blank()));
  const save = form.submit(
    (v) => {
      const body = { facilityId, number: v.number, status: v.status as Status, validFrom: v.validFrom, validTo: v.validTo || null, signedOn: editing?.signedOn ?? null, notes: editing?.notes ?? null };
      return editing
        ? api.PUT('/api/contracts/{id}', { params: { path: { id: editing.id }, header: { 'if-match': ifMatch(editing.version) } }, body })
        : api.POST('/api/contracts', { body });
    },
    (saved: Contract) => (editing ? setEditing(saved) : form.reset(blank()), reload()),
    async () => {
      const { data } = await api.GET('/api/contracts/{id}', { params: { path: { id: editing!.id } } });
      if (data) setEditing(data);
    },
  );
  async function remove() {
    const problem = await confirmDelete(t('confirmDelete'), () => api.DELETE('/api/contracts/{id}', { params: { path: { id: editing!.id }, header: { 'if-match': ifMatch(editing!.version) } } }));
    if (problem === null) (pick(null), form.setNotice(t('toTrash')), reload());
    else if (problem) form.setProblem(problem);
  }
  const may = editing ? can('contracts', 'update') : can('contracts', 'create');
  return (
    <section className="card">
      <h2>{t('contracts')}</h2>
      <table>
        <thead><tr><th>{t('number')}</th><th>{t('status')}</th><th>{t('validFrom')}</th><th>{t('validTo')}</th></tr></thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} aria-selected={editing?.id === c.id}>
              <td><button type="button" className="link" onClick={() => pick(c)}>{c.number}</button></td>
              <td>{t(c.status)}</td><td>{c.validFrom}</td><td>{c.validTo ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager paged={contracts} />
      {may ? (
        <form onSubmit={save} aria-label={`${t('contracts')} ${editing ? t('edit') : t('new')}`}>
          <h3>{editing ? `${t('edit')}: ${editing.number}` : t('new')}</h3>
          <FormStatus form={form} />
          <div className="grid">
            <Field label={t('number')} name="number" value={form.values.number} onChange={form.set('number')} errors={form.errors} />
            <Field label={t('status')} name="status" value={form.values.status} onChange={form.set('status')} errors={form.errors}
              options={(['Draft', 'Active', 'Terminated'] as const).map((s): [string, string] => [s, t(s)])} />
            <Field label={t('validFrom')} name="validFrom" type="date" value={form.values.validFrom} onChange={form.set('validFrom')} errors={form.errors} />
            <Field label={t('validTo')} name="validTo" type="date" value={form.values.validTo} onChange={form.set('validTo')} errors={form.errors} />
          </div>
          <RowActions editing={Boolean(editing)} canDelete={can('contracts', 'delete')} onDelete={() => void remove()} onCancel={() => pick(null)} />
        </form>
      ) : null}
    </section>
  );
}
