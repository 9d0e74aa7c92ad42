/**
 * One invoice: what it is (type, number, state, buyer, period, dates, who issued it), the link
 * between a cancelled invoice and its cancellation, its lines and totals, its steps as the state
 * allows and the role grants — a draft is recalculated, deleted or issued (after a confirmation; the
 * number appears), an issued one cancelled with a reason — and its files. A 412 loads the current
 * version and says so; doing it again then wins.
 */
import { useEffect, useState } from 'react';
import type { Problem } from '@cs/client';
import { call, can } from '../../session';
import { useLanguage, useT } from '../../i18n';
import { localIsoDates } from '../../dates';
import { Downloads } from '../../ui/Downloads';
import { BillingProblem } from './BillingProblem';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceSteps } from './InvoiceSteps';
import { getInvoice, invoiceFiles, invoiceStep, type Invoice, type InvoiceStep } from './invoice-calls';

interface Props { id: string; onOpen: (id: string | null) => void; onChanged: () => void }

/** The number of the invoice at the other end of a cancellation. */
function useNumber(id: string | null) {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => void (id && call(() => getInvoice(id)).then(({ data }) => setNumber(data?.number ?? null))), [id]);
  return number;
}

export function InvoiceDetail({ id, onOpen, onChanged }: Props) {
  const t = useT();
  const language = useLanguage();
  const [invoice, setInvoice] = useState<Invoice>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const other = invoice?.cancelsInvoiceId ?? invoice?.cancelledByInvoiceId ?? null;
  const otherNumber = useNumber(other);
  useEffect(() => void call(() => getInvoice(id)).then(({ data }) => setInvoice(data)), [id]);
  if (!invoice) return <p className="loading">{t('loading')}</p>;

  async function step(name: InvoiceStep, reason?: string) {
    const read = invoice!;
    const { data, error } = await call(() => invoiceStep(read, name, reason));
    const failed = (error as Problem | undefined) ?? null;
    if (failed?.status === 412) {
      setInvoice((await call(() => getInvoice(read.id))).data);
      return (setProblem(null), setNotice(t('conflict')));
    }
    setProblem(failed);
    if (failed) return setNotice('');
    onChanged();
    if (name === 'delete') return onOpen(null);
    // A cancellation answers the new cancellation invoice; the cancelled one is read again.
    const now = name === 'cancel' ? (await call(() => getInvoice(read.id))).data : (data as Invoice);
    setInvoice(now);
    setNotice(t(`invoice.done.${name}`).replace('{number}', (name === 'cancel' ? (data as Invoice).number : now?.number) ?? ''));
  }

  const date = (d: string | null) => (d ? localIsoDates(d, language) : '–');
  return (
    <section className="card invoice" aria-label={`${t(`invoice.typeCode.${invoice.typeCode}`)} ${invoice.number ?? t('invoice.state.draft')}`}>
      <h2>{t(`invoice.typeCode.${invoice.typeCode}`)} {invoice.number ?? ''} – {invoice.buyerName}</h2>
      <dl className="facts">
        <dt>{t('status')}</dt><dd className={`invoice-state ${invoice.state}`}>{t(`invoice.state.${invoice.state}`)}</dd>
        <dt>{t('invoice.number')}</dt><dd className="invoice-number">{invoice.number ?? '–'}</dd>
        <dt>{t('invoice.period')}</dt><dd className="nowrap">{date(invoice.periodStart)} – {date(invoice.periodEnd)}</dd>
        <dt>{t('invoice.issueDate')}</dt><dd>{date(invoice.issueDate)}</dd>
        <dt>{t('invoice.dueDate')}</dt><dd>{date(invoice.dueDate)}</dd>
        {invoice.issued?.by.name ? <><dt>{t('invoice.issuedBy')}</dt><dd>{invoice.issued.by.name}</dd></> : null}
        {other ? (
          <>
            <dt>{t(invoice.cancelsInvoiceId ? 'invoice.cancels' : 'invoice.cancelledBy')}</dt>
            <dd><button type="button" className="link" onClick={() => onOpen(other)}>{otherNumber ?? '…'}</button></dd>
          </>
        ) : null}
        {invoice.note ? <><dt>{t('invoice.reason')}</dt><dd>{invoice.note}</dd></> : null}
      </dl>
      <BillingProblem problem={problem} />
      {notice ? <p role="status">{notice}</p> : null}
      <InvoiceLines invoice={invoice} />
      <InvoiceSteps invoice={invoice} onStep={step} />
      {invoice.state !== 'draft' && can('invoices') ? (
        <Downloads files={invoiceFiles(invoice)} label={t('invoice.downloads')} onProblem={(p) => (setProblem(p), setNotice(''))} />
      ) : null}
    </section>
  );
}
