/**
 * Rechnungssteller (docs/billing.md, "Seller data"): the agency's data on its invoices, read and
 * replaced whole (`GET|PUT /api/settings/invoice-seller`, If-Match). Incomplete data is kept; what
 * issuing still needs (`missing`) is named above the form. A 412 loads the current version and keeps
 * what was typed (`keepTyped`).
 */
import { useEffect, useState } from 'react';
import { ifMatch, type Schemas } from '@cs/client';
import { api, call, can } from '../../session';
import { useT } from '../../i18n';
import { Field, FormStatus } from '../../ui/problem';
import { useForm } from '../../ui/useForm';

type Seller = Schemas['InvoiceSellerResponse'];
const texts = ['name', 'street', 'postalCode', 'city', 'countryCode', 'vatId', 'taxNumber', 'iban', 'bic', 'email', 'phone'] as const;
const numbers = ['paymentTermsDays', 'vatPercent'] as const;
type Form = Record<(typeof texts)[number] | (typeof numbers)[number], string>;

const toForm = (s?: Seller): Form =>
  Object.fromEntries([...texts, ...numbers].map((k) => [k, s?.[k] == null ? '' : String(s[k])])) as Form;

function toBody(v: Form): Schemas['UpdateInvoiceSellerRequest'] {
  const body: Record<string, string | number | null> = {};
  for (const k of texts) body[k] = v[k].trim() || null;
  if (!body.countryCode) delete body.countryCode; // left out: DE
  for (const k of numbers) if (v[k].trim()) body[k] = Number(v[k].replace(',', '.'));
  return body as Schemas['UpdateInvoiceSellerRequest'];
}

export function InvoiceSeller() {
  const t = useT();
  const [seller, setSeller] = useState<Seller>();
  const form = useForm(toForm(), t('saved'), t('conflict'));
  const read = async () => (await call(() => api.GET('/api/settings/invoice-seller'))).data;
  useEffect(() => void read().then((s) => s && (setSeller(s), form.reset(toForm(s)))), []); // eslint-disable-line react-hooks/exhaustive-deps
  const save = form.submit(
    (v) => api.PUT('/api/settings/invoice-seller', { params: { header: { 'if-match': ifMatch(seller?.version ?? 0) } }, body: toBody(v) }),
    (saved: Seller) => setSeller(saved),
    async () => {
      const latest = await read();
      return latest ? (setSeller(latest), toForm(latest)) : undefined;
    },
  );
  if (!seller) return <p className="loading">{t('loading')}</p>;
  const missing = seller.missing.map((f) => t(`seller.${f}`)).join(', ');
  const editable = can('invoices', 'update');
  return (
    <form className="card" onSubmit={save} aria-label={t('seller')}>
      <h2>{t('seller')}</h2>
      <p className={missing ? 'problem seller-missing' : 'seller-missing'}>{missing ? t('seller.missing').replace('{fields}', missing) : t('seller.complete')}</p>
      <FormStatus form={form} />
      <div className="grid">
        {[...texts, ...numbers].map((k) => (
          <Field key={k} label={t(`seller.${k}`)} name={k} type={k === 'email' ? 'email' : numbers.includes(k as never) ? 'number' : 'text'} value={form.values[k]} onChange={form.set(k)} errors={form.errors} />
        ))}
      </div>
      {editable ? <div className="actions"><button type="submit">{t('save')}</button></div> : null}
    </form>
  );
}
