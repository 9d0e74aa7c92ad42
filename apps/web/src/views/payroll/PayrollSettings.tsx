/**
 * The payroll settings (`GET|PUT /api/settings/payroll`, If-Match): the DATEV consultant and client
 * number the LODAS file needs, the wage-type number of each kind (placeholders until agreed with the
 * payroll office) and the night window of pay. A 412 loads the current version and keeps what was
 * typed; the API's field messages (`wageTypes.night`) appear beside the field.
 */
import { useEffect, useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, call, can } from '../../session';
import { useT } from '../../i18n';
import { Field, FormStatus } from '../../ui/problem';
import { useForm } from '../../ui/useForm';

type Settings = Schemas['PayrollSettingsResponse'];
const kinds = ['regular', 'night', 'sunday', 'holiday', 'overtime', 'mealAllowanceDays'] as const;
type Form = Record<string, string>;

const toForm = (s?: Settings): Form => ({
  consultantNumber: s?.consultantNumber ?? '', clientNumber: s?.clientNumber ?? '', nightStart: s?.nightStart ?? '', nightEnd: s?.nightEnd ?? '',
  ...Object.fromEntries(kinds.map((k) => [`wageTypes.${k}`, s ? String(s.wageTypes[k]) : ''])),
});

const toBody = (v: Form): Schemas['UpdatePayrollSettingsRequest'] => ({
  consultantNumber: v.consultantNumber.trim() || null, clientNumber: v.clientNumber.trim() || null,
  wageTypes: Object.fromEntries(kinds.map((k) => [k, Number(v[`wageTypes.${k}`])])) as Schemas['UpdatePayrollSettingsRequest']['wageTypes'],
  nightStart: v.nightStart, nightEnd: v.nightEnd,
});

export function PayrollSettings() {
  const t = useT();
  const [settings, setSettings] = useState<Settings>();
  const form = useForm(toForm(), t('saved'), t('conflict'));
  const read = async () => (await call(() => api.GET('/api/settings/payroll'))).data;
  useEffect(() => void read().then((s) => s && (setSettings(s), form.reset(toForm(s)))), []); // eslint-disable-line react-hooks/exhaustive-deps
  const save = form.submit(
    (v) => api.PUT('/api/settings/payroll', { params: { header: { 'if-match': ifMatch(settings?.version ?? 0) } }, body: toBody(v) }),
    (saved: Settings) => setSettings(saved),
    async () => {
      const latest = await read();
      return latest ? (setSettings(latest), toForm(latest)) : undefined;
    },
  );
  if (!settings) return null;
  const field = (name: string, label: string, type = 'text') => <Field key={name} label={t(label)} name={name} type={type} value={form.values[name]} onChange={form.set(name)} errors={form.errors} />;
  return (
    <form className="card" onSubmit={save} aria-label={t('payroll.settings')}>
      <h2>{t('payroll.settings')}</h2>
      <FormStatus form={form} />
      <div className="grid">
        {field('consultantNumber', 'payroll.consultantNumber')}
        {field('clientNumber', 'payroll.clientNumber')}
        {field('nightStart', 'payroll.nightStart', 'time')}
        {field('nightEnd', 'payroll.nightEnd', 'time')}
      </div>
      <fieldset>
        <legend>{t('payroll.wageTypes')}</legend>
        <div className="grid">{kinds.map((k) => field(`wageTypes.${k}`, `payroll.wageType.${k}`, 'number'))}</div>
      </fieldset>
      {can('payroll', 'update') ? <div className="actions"><button type="submit">{t('save')}</button></div> : null}
    </form>
  );
}
