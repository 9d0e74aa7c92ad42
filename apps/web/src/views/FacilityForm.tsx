/** Create or edit a facility with all billing conditions and its client; 412 reloads the version and keeps the input. */
import { useState, type FormEvent } from 'react';
import { ifMatch, type Problem, type Schemas } from '@cs/client';
import { api, call, can } from '../session';
import { useT } from '../i18n';
import { Field, ProblemBanner, fieldErrors } from '../ui/problem';
import { ClientPicker } from './ClientPicker';
import { QualificationRatesField, toRateRows, toRates, type RateRow } from './QualificationRatesField';

type Facility = Schemas['FacilityResponse'];
const texts = ['name', 'street', 'postalCode', 'city', 'country', 'phone', 'email', 'contactPerson', 'buyerReference', 'crmStatus', 'notes'] as const;
const numbers = ['billingRate', 'travelCostRate', 'mealAllowanceRate', 'travelCostPerKm', 'nightSurchargePercent', 'sundaySurchargePercent', 'holidaySurchargePercent'] as const;
const times = ['nightWindowStart', 'nightWindowEnd'] as const;
type Form = Record<(typeof texts)[number] | (typeof numbers)[number] | (typeof times)[number] | 'travelCostMode' | 'clientId', string>;

function toForm(f: Facility | null): Form {
  const form = { travelCostMode: f?.travelCostMode ?? 'Pauschale', clientId: f?.clientId ?? '', nightWindowStart: f?.nightWindowStart ?? '23:00', nightWindowEnd: f?.nightWindowEnd ?? '06:00' } as Form;
  for (const k of [...texts, ...numbers]) form[k] = f?.[k] == null ? '' : String(f[k]);
  return form;
}

function toBody(form: Form, rates: RateRow[]): Schemas['CreateFacilityRequest'] {
  const body: Record<string, unknown> = { travelCostMode: form.travelCostMode, clientId: form.clientId || null, qualificationBillingRates: toRates(rates) };
  for (const k of times) body[k] = form[k];
  for (const k of texts) body[k] = form[k].trim() === '' ? null : form[k];
  for (const k of numbers) body[k] = form[k].trim() === '' ? null : Number(form[k].replace(',', '.'));
  if (body.travelCostPerKm === null) body.travelCostPerKm = 0;
  return body as Schemas['CreateFacilityRequest'];
}

export function FacilityForm(props: { facility: Facility | null; onSaved: (f: Facility) => void; onCancel: () => void }) {
  const t = useT();
  const [form, setForm] = useState(() => toForm(props.facility));
  const [rates, setRates] = useState(() => toRateRows(props.facility?.qualificationBillingRates));
  const [version, setVersion] = useState(props.facility?.version);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const set = (k: keyof Form) => (v: string) => setForm({ ...form, [k]: v });
  const id = props.facility?.id;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice('');
    const body = toBody(form, rates);
    const { data, error } = id
      ? await call(() => api.PUT('/api/facilities/{id}', { params: { path: { id }, header: { 'if-match': ifMatch(version ?? 0) } }, body }))
      : await call(() => api.POST('/api/facilities', { body }));
    if (data) {
      setProblem(null);
      setVersion(data.version);
      setNotice(t('saved'));
      props.onSaved(data);
      return;
    }
    setProblem(error ?? null);
    if (error?.status === 412 && id) {
      const latest = await call(() => api.GET('/api/facilities/{id}', { params: { path: { id } } }));
      if (latest.data) setVersion(latest.data.version);
      setNotice(t('conflict'));
    }
  }

  const errors = fieldErrors(problem);
  return (
    <form className="card" onSubmit={submit} aria-label={id ? t('edit') : t('new')}>
      <h2>{id ? `${t('edit')}: ${props.facility?.name}` : t('new')}</h2>
      {problem?.status === 412 ? null : <ProblemBanner problem={problem} />}
      {notice ? <p role="status">{notice}</p> : null}
      <div className="grid">
        {texts.map((k) => <Field key={k} label={t(k)} name={k} value={form[k]} onChange={set(k)} errors={errors} required={k === 'name'} />)}
        <Field label={t('travelCostMode')} name="travelCostMode" value={form.travelCostMode} onChange={set('travelCostMode')} errors={errors}
          options={[['Pauschale', t('Pauschale')], ['ProKilometer', t('ProKilometer')]]} />
        {numbers.map((k) => <Field key={k} label={t(k)} name={k} type="number" value={form[k]} onChange={set(k)} errors={errors} />)}
        {times.map((k) => <Field key={k} label={t(k)} name={k} type="time" value={form[k]} onChange={set(k)} errors={errors} />)}
        <QualificationRatesField rows={rates} onChange={setRates} errors={errors} />
        {can('clients') ? <ClientPicker value={form.clientId} onChange={set('clientId')} errors={errors} /> : null}
      </div>
      <button type="submit">{t('save')}</button> <button type="button" onClick={props.onCancel}>{t('cancel')}</button>
      {id && can('auditLog') ? <> <a href={`#/protokoll/facility/${id}`}>{t('audit')}</a></> : null}
    </form>
  );
}
