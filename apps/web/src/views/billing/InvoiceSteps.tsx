/**
 * The steps of an invoice as its state allows and the role grants (docs/billing.md, "States"): a
 * draft is recalculated (`invoices: update`), issued (`update`, after a confirmation) or deleted
 * (`delete`, after a confirmation); an issued invoice (not a cancellation invoice) is cancelled with
 * a reason (`delete`).
 */
import { useState, type FormEvent } from 'react';
import { can } from '../../session';
import { useT } from '../../i18n';
import type { Invoice, InvoiceStep } from './invoice-calls';

export function InvoiceSteps({ invoice, onStep }: { invoice: Invoice; onStep: (step: InvoiceStep, reason?: string) => Promise<void> }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const asked = (question: string, step: InvoiceStep) => () => window.confirm(question) && void onStep(step);
  const cancel = async (e: FormEvent) => {
    e.preventDefault();
    await onStep('cancel', reason.trim());
    setCancelling(false);
  };
  const draft = invoice.state === 'draft';
  const cancellable = invoice.state === 'issued' && invoice.typeCode === '380' && can('invoices', 'delete');
  return (
    <>
      <div className="actions">
        {draft && can('invoices', 'update') ? <button type="button" onClick={() => void onStep('recalculate')}>{t('invoice.recalculate')}</button> : null}
        {draft && can('invoices', 'update') ? <button type="button" onClick={asked(t('invoice.confirmIssue'), 'issue')}>{t('invoice.issue')}</button> : null}
        {draft && can('invoices', 'delete') ? <button type="button" onClick={asked(t('invoice.confirmDelete'), 'delete')}>{t('delete')}</button> : null}
        {cancellable ? <button type="button" aria-expanded={cancelling} onClick={() => setCancelling(!cancelling)}>{t('invoice.cancel')}</button> : null}
      </div>
      {cancellable && cancelling ? (
        <form className="cancel-invoice" onSubmit={(e) => void cancel(e)}>
          <label className="field">
            <span>{t('invoice.cancelReason')}</span>
            <textarea name="reason" value={reason} required maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" disabled={!reason.trim()}>{t('invoice.cancelSend')}</button>
        </form>
      ) : null}
    </>
  );
}
