/**
 * Rechnungen (docs/billing.md, "Invoices"): the invoices by state, facility and year of the number
 * (newest first) — number, buyer, period, net, gross, state; **Neue Rechnung** drafts one for a
 * facility or client and a period; one opens below the list (lines, totals, steps, downloads).
 * **Rechnungssteller** switches to the seller data the issue needs.
 */
import { useState } from 'react';
import type { Schemas } from '@cs/client';
import { api, can } from '../session';
import { useLanguage, useT } from '../i18n';
import { localIsoDates } from '../dates';
import { usePagedList } from '../ui/usePagedList';
import { Pager } from '../ui/Pager';
import { RecordPicker } from '../ui/RecordPicker';
import { euros } from './billing/money';
import { NewInvoice } from './billing/NewInvoice';
import { InvoiceDetail } from './billing/InvoiceDetail';
import { InvoiceSeller } from './billing/InvoiceSeller';

type Summary = Schemas['InvoiceSummary'];
type State = Summary['state'];
const states: State[] = ['draft', 'issued', 'cancelled'];

export function Invoices() {
  const t = useT();
  const language = useLanguage();
  const [tab, setTab] = useState<'list' | 'seller'>('list');
  const [state, setState] = useState<State | ''>('');
  const [facilityId, setFacilityId] = useState('');
  const [clientId, setClientId] = useState('');
  const [year, setYear] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const query = { ...(state ? { state } : {}), ...(facilityId ? { facilityId } : {}), ...(clientId ? { clientId } : {}), ...(/^\d{4}$/.test(year) ? { year: Number(year) } : {}) };
  const invoices = usePagedList<Summary>((paging) => api.GET('/api/invoices', { params: { query: { ...query, ...paging } } }), [state, facilityId, clientId, year]);
  const opened = (id: string | null) => (setOpen(id), setDrafting(false), invoices.reload());
  return (
    <section>
      <h1>{t('invoices')}</h1>
      <div className="actions" role="group">
        <button type="button" aria-pressed={tab === 'list'} onClick={() => setTab('list')}>{t('invoice.list')}</button>
        <button type="button" aria-pressed={tab === 'seller'} onClick={() => setTab('seller')}>{t('seller')}</button>
      </div>
      {tab === 'seller' ? <InvoiceSeller /> : (
        <>
          <div className="toolbar">
            <label>{t('status')}{' '}
              <select value={state} onChange={(e) => setState(e.target.value as State | '')}>
                <option value="">{t('all')}</option>
                {states.map((s) => <option key={s} value={s}>{t(`invoice.state.${s}`)}</option>)}
              </select>
            </label>
            <RecordPicker<Schemas['FacilityResponse']> label={t('facility')} name="filterFacilityId" value={facilityId} onChange={setFacilityId} display={(f) => f.name}
              search={(search, pageSize) => api.GET('/api/facilities', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            <RecordPicker<Schemas['ClientResponse']> label={t('client')} name="filterClientId" value={clientId} onChange={setClientId} display={(c) => c.name}
              search={(search, pageSize) => api.GET('/api/clients', { params: { query: { pageSize, ...(search ? { search } : {}) } } })} />
            <label>{t('invoice.year')} <input type="number" min={2000} max={2999} value={year} onChange={(e) => setYear(e.target.value)} /></label>
            {can('invoices', 'create') ? <button type="button" aria-expanded={drafting} onClick={() => setDrafting(!drafting)}>{t('invoice.new')}</button> : null}
          </div>
          {drafting ? <NewInvoice onDrafted={opened} onClose={() => setDrafting(false)} /> : null}
          <div className="table-wrap">
            <table className="invoices">
              <thead><tr><th>{t('invoice.number')}</th><th>{t('invoice.buyer')}</th><th>{t('invoice.period')}</th><th className="num">{t('invoice.net')}</th><th className="num">{t('invoice.gross')}</th><th>{t('status')}</th></tr></thead>
              <tbody>
                {invoices.items.map((i) => (
                  <tr key={i.id} aria-selected={open === i.id}>
                    <td><button type="button" className="link" onClick={() => setOpen(open === i.id ? null : i.id)}>{i.number ?? t('invoice.state.draft')}</button>{i.typeCode === '384' ? ` (${t('invoice.typeCode.384')})` : ''}</td>
                    <td>{i.buyerName}</td>
                    <td className="nowrap">{localIsoDates(`${i.periodStart} – ${i.periodEnd}`, language)}</td>
                    <td className="num nowrap">{euros(i.net, language)}</td>
                    <td className="num nowrap">{euros(i.gross, language)}</td>
                    <td className={`invoice-state ${i.state}`}>{t(`invoice.state.${i.state}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {invoices.list && invoices.items.length === 0 ? <p>{t('invoice.none')}</p> : null}
          <Pager paged={invoices} />
          {open ? <InvoiceDetail key={open} id={open} onOpen={opened} onChanged={invoices.reload} /> : null}
        </>
      )}
    </section>
  );
}
