/** The invoice operations the detail calls; every change sends the version read as If-Match. */
import { ifMatch, type Schemas } from '@cs/client';
import { api } from '../../session';

export type Invoice = Schemas['InvoiceResponse'];
export type InvoiceStep = 'recalculate' | 'issue' | 'cancel' | 'delete';

const at = (invoice: Invoice) => ({ path: { id: invoice.id }, header: { 'if-match': ifMatch(invoice.version) } });

export const getInvoice = (id: string) => api.GET('/api/invoices/{id}', { params: { path: { id } } });

type Answer = Promise<{ data?: Invoice; error?: unknown; response: Response }>;

export function invoiceStep(invoice: Invoice, step: InvoiceStep, reason = ''): Answer {
  switch (step) {
    case 'recalculate': return api.POST('/api/invoices/{id}/recalculate', { params: at(invoice) });
    case 'issue': return api.POST('/api/invoices/{id}/issue', { params: at(invoice) });
    case 'cancel': return api.POST('/api/invoices/{id}/cancel', { params: at(invoice), body: { reason } });
    case 'delete': return api.DELETE('/api/invoices/{id}', { params: at(invoice) }) as Answer;
  }
}

/**
 * The files of an invoice (docs/billing.md, "Downloads"): the routes the renderers answer, with the
 * name the browser saves them under.
 */
export function invoiceFiles(invoice: Invoice) {
  const base = `/api/invoices/${invoice.id}`;
  const name = `rechnung-${invoice.number ?? invoice.id}`;
  return [
    { key: 'invoice.pdf', path: `${base}/pdf`, fileName: `${name}.pdf` },
    { key: 'invoice.xrechnungUbl', path: `${base}/xrechnung?syntax=ubl`, fileName: `${name}-xrechnung-ubl.xml` },
    { key: 'invoice.xrechnungCii', path: `${base}/xrechnung?syntax=cii`, fileName: `${name}-xrechnung-cii.xml` },
    { key: 'invoice.zugferd', path: `${base}/zugferd`, fileName: `${name}-zugferd.pdf` },
  ];
}
