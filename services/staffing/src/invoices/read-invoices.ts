import type { InvoiceResponse, ListInvoicesQuery } from '@cs/contracts/http/invoices';
import { found, pageOf, type Queryable } from '@cs/service-kit';
import { invoiceNotFound, toInvoiceResponse, toInvoiceSummary, type InvoiceRow } from './invoice-record';
import { claimedTimesheets, findInvoice, linesOf, listInvoices } from './invoices.repo';

export async function invoiceResponse(q: Queryable, row: InvoiceRow): Promise<InvoiceResponse> {
  const [lines, timesheetIds] = await Promise.all([linesOf(q, row.id), row.state === 'draft' ? claimedTimesheets(q, row.id) : row.timesheetIds ?? []]);
  return toInvoiceResponse(row, lines, timesheetIds);
}

export const getInvoice = async (q: Queryable, id: string) => invoiceResponse(q, found(await findInvoice(q, id), invoiceNotFound));

export const listInvoicesPage = async (q: Queryable, query: ListInvoicesQuery) => pageOf(await listInvoices(q, query), toInvoiceSummary, query);
