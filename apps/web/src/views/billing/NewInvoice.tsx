/**
 * Neue Rechnung: a facility or a client (every facility whose client it is) and a period — last
 * month by default — drafted by `POST /api/invoices` from the confirmed, uninvoiced timesheets. A
 * refusal appears in words with what it names; the input stays.
 */
import { useState, type FormEvent } from 'react';
import type { Problem, Schemas } from '@cs/client';
import { api, call } from '../../session';
import { useT } from '../../i18n';
import { addDays, localToday } from '../../dates';
import { Field, fieldErrors } from '../../ui/problem';
import { RecordPicker } from '../../ui/RecordPicker';
import { BillingProblem } from './BillingProblem';

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastMonth = () => {
  const end = addDays(firstOfMonth(localToday()), -1);
  return { periodStart: firstOfMonth(end), periodEnd: end };
};

export function NewInvoice({ onDrafted, onClose }: { onDrafted: (id: string) => void; onClose: () => void }) {
  const t = useT();
  const [buyer, setBuyer] = useState<'facility' | 'client'>('facility');
  const [buyerId, setBuyerId] = useState('');
  const [period, setPeriod] = useState(lastMonth);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...period, ...(buyer === 'facility' ? { facilityId: buyerId } : { clientId: buyerId }) };
    const { data, error } = await call(() => api.POST('/api/invoices', { body: body as Schemas['CreateInvoiceRequest'] }));
    setProblem((error as Problem | undefined) ?? null);
    if (data) onDrafted(data.id);
  }
  const errors = fieldErrors(problem);
  return (
    <form className="card" onSubmit={submit} aria-label={t('invoice.new')}>
      <h2>{t('invoice.new')}</h2>
      <BillingProblem problem={problem} />
      <fieldset>
        <legend>{t('invoice.buyer')}</legend>
        {(['facility', 'client'] as const).map((kind) => (
          <label key={kind} className="check">
            <input type="radio" name="buyer" checked={buyer === kind} onChange={() => (setBuyer(kind), setBuyerId(''))} />{' '}
            {t(kind === 'facility' ? 'invoice.forFacility' : 'invoice.forClient')}
          </label>
        ))}
        {buyer === 'facility' ? (
          <RecordPicker<Schemas['FacilityResponse']> label={t('facility')} name="facilityId" value={buyerId} onChange={setBuyerId} errors={errors} display={(f) => f.name}
            search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        ) : (
          <RecordPicker<Schemas['ClientResponse']> label={t('client')} name="clientId" value={buyerId} onChange={setBuyerId} errors={errors} display={(c) => c.name}
            search={(search, pageSize) => api.GET('/api/clients', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
        )}
      </fieldset>
      <div className="grid">
        <Field label={t('invoice.periodStart')} name="periodStart" type="date" value={period.periodStart} errors={errors} onChange={(v) => setPeriod({ ...period, periodStart: v })} />
        <Field label={t('invoice.periodEnd')} name="periodEnd" type="date" value={period.periodEnd} errors={errors} onChange={(v) => setPeriod({ ...period, periodEnd: v })} />
      </div>
      <div className="actions">
        <button type="submit">{t('invoice.draft')}</button>
        <button type="button" onClick={onClose}>{t('cancel')}</button>
      </div>
    </form>
  );
}
