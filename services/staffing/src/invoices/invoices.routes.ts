import { invoiceSellerApi } from '@cs/contracts/http/invoice-seller';
import { invoicesApi } from '@cs/contracts/http/invoices';
import type { Handlers, Principal, ServiceDeps } from '@cs/service-kit';
import { cancelInvoice } from './cancel-invoice';
import { invoicePdf, invoiceXRechnung, invoiceZugferd } from './invoice-downloads';
import { createDraft, deleteDraft, recalculateDraft, type InvoiceCaller } from './draft-invoice';
import { issueInvoice } from './issue-invoice';
import { getInvoice, listInvoicesPage } from './read-invoices';
import { readSellerRow, toSellerResponse } from './seller.repo';
import { updateSeller } from './update-seller';

const caller = (ctx: { principal: Principal; expectedVersion?: number; requestId: string }): InvoiceCaller => ({ principal: ctx.principal, expectedVersion: ctx.expectedVersion, requestId: ctx.requestId });

/** The office's invoices (not Own-capable: invoices belong to no employee). */
export function invoicesHandlers(deps: ServiceDeps): Handlers<typeof invoicesApi> {
  return {
    listInvoices: ({ query }) => listInvoicesPage(deps.db, query),
    getInvoice: ({ params }) => getInvoice(deps.db, params.id),
    getInvoicePdf: ({ params }) => invoicePdf(deps.db, params.id),
    getInvoiceXRechnung: ({ params, query }) => invoiceXRechnung(deps.db, params.id, query.syntax),
    getInvoiceZugferd: ({ params }) => invoiceZugferd(deps.db, params.id),
    createInvoice: (ctx) => createDraft(deps, ctx.body, caller(ctx)),
    recalculateInvoice: (ctx) => recalculateDraft(deps, ctx.params.id, caller(ctx)),
    deleteInvoice: (ctx) => deleteDraft(deps, ctx.params.id, caller(ctx)),
    issueInvoice: (ctx) => issueInvoice(deps, ctx.params.id, caller(ctx)),
    cancelInvoice: (ctx) => cancelInvoice(deps, ctx.params.id, ctx.body, caller(ctx)),
  };
}

export function invoiceSellerHandlers(deps: ServiceDeps): Handlers<typeof invoiceSellerApi> {
  return {
    getInvoiceSeller: async () => toSellerResponse(await readSellerRow(deps.db)),
    updateInvoiceSeller: ({ principal, body, expectedVersion, requestId }) => updateSeller(deps, principal, body, expectedVersion, requestId),
  };
}
