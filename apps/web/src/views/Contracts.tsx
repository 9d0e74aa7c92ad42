/** The contracts of one facility, and a new one. */
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useT } from '../i18n';
import { isoDay } from '../dates';
import { Field, FormStatus } from '../ui/problem';
import { useForm } from '../ui/useForm';
import { useList } from '../ui/useList';

type Status = Schemas['CreateContractRequest']['status'];

export function Contracts({ facilityId }: { facilityId: string }) {
  const t = useT();
  const [items, reload] = useList<Schemas['ContractResponse']>(() => api.GET('/api/contracts', { params: { query: { facilityId, pageSize: 100 } } }), [facilityId]);
  const form = useForm({ number: '', status: 'Active', validFrom: isoDay(new Date()), validTo: '' }, t('saved'));
  if (!can('contracts')) return null;
  const save = form.submit(
    (v) => api.POST('/api/contracts', { body: { facilityId, number: v.number, status: v.status as Status, validFrom: v.validFrom, validTo: v.validTo || null } }),
    reload,
  );
  return (
    <section className="card">
      <h2>{t('contracts')}</h2>
      <table>
        <thead><tr><th>{t('number')}</th><th>{t('status')}</th><th>{t('validFrom')}</th><th>{t('validTo')}</th></tr></thead>
        <tbody>
          {items.map((c) => <tr key={c.id}><td>{c.number}</td><td>{c.status}</td><td>{c.validFrom}</td><td>{c.validTo ?? '–'}</td></tr>)}
        </tbody>
      </table>
      {can('contracts', 'create') ? (
        <form onSubmit={save} aria-label={`${t('contracts')} ${t('new')}`}>
          <FormStatus form={form} />
          <div className="grid">
            <Field label={t('number')} name="number" value={form.values.number} onChange={form.set('number')} errors={form.errors} />
            <Field label={t('status')} name="status" value={form.values.status} onChange={form.set('status')} errors={form.errors}
              options={[['Draft', 'Draft'], ['Active', 'Active'], ['Terminated', 'Terminated']]} />
            <Field label={t('validFrom')} name="validFrom" type="date" value={form.values.validFrom} onChange={form.set('validFrom')} errors={form.errors} />
            <Field label={t('validTo')} name="validTo" type="date" value={form.values.validTo} onChange={form.set('validTo')} errors={form.errors} />
          </div>
          <button type="submit">{t('new')}</button>
        </form>
      ) : null}
    </section>
  );
}
