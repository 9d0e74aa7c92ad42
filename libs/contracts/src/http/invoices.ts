/**
 * Invoices (issue 26; docs/billing.md, "Invoices"): drafted for a facility or a client and a period
 * from its confirmed timesheets, recalculated or deleted while a draft, issued with the next number
 * of the year (then immutable), corrected only by a cancellation invoice (Storno).
 * Amounts are exact decimal strings (`"1234.50"`), never floating-point numbers.
 */
import { z } from 'zod';
import { pagedResponseSchema, pagingQuerySchema, recordMeta, text } from './common';
import { defineApi, fileAnswerSchema } from './operation';
import { idParams, isoDateSchema, uuidSchema } from './staffing-common';

export const invoiceStates = ['draft', 'issued', 'cancelled'] as const;
export const invoiceStateSchema = z.enum(invoiceStates);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;
export const invoiceLineKinds = ['regular', 'night', 'sunday', 'holiday', 'travel', 'meal'] as const;
/** The longest period one invoice covers. */
export const MAX_INVOICE_PERIOD_DAYS = 366;

/** A decimal string: `"1234.50"`, `"-12.30"`, `"7.3333"`. */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
const stamp = z.object({ at: z.string(), by: z.object({ userId: z.string().nullable(), name: z.string().nullable() }) }).nullable();

export const invoiceLineSchema = z
  .object({
    position: z.number().int(),
    kind: z.enum(invoiceLineKinds),
    employeeId: z.string().uuid().nullable(),
    facilityId: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    quantity: decimalString,
    /** UN/ECE Rec. 20: HUR hours, DAY days. */
    unitCode: z.enum(['HUR', 'DAY', 'KMT', 'C62']),
    unitPrice: decimalString,
    /** quantity × unitPrice, rounded half-up to the cent. */
    netAmount: decimalString,
  })
  .meta({ id: 'InvoiceLine' });

export const invoiceSummarySchema = z
  .object({
    ...recordMeta,
    /** 380 invoice, 384 cancellation invoice (Storno). */
    typeCode: z.enum(['380', '384']),
    state: invoiceStateSchema,
    /** `YYYY-NNNNN` once issued; null while a draft. */
    number: z.string().nullable(),
    facilityId: z.string().uuid().nullable(),
    clientId: z.string().uuid().nullable(),
    buyerName: z.string(),
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    issueDate: isoDateSchema.nullable(),
    dueDate: isoDateSchema.nullable(),
    currency: z.literal('EUR'),
    net: decimalString,
    vatPercent: decimalString,
    vat: decimalString,
    gross: decimalString,
    /** On a cancellation invoice: the invoice it cancels. */
    cancelsInvoiceId: z.string().uuid().nullable(),
    /** On a cancelled invoice: its cancellation invoice. */
    cancelledByInvoiceId: z.string().uuid().nullable(),
    /** The reason of a cancellation (on the cancellation invoice). */
    note: z.string().nullable(),
    issued: stamp,
    cancelled: stamp,
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceResponseSchema = invoiceSummarySchema
  .extend({
    lines: z.array(invoiceLineSchema),
    /** The timesheets (revisions) whose duties this invoice bills; none on a cancellation invoice. */
    timesheetIds: z.array(z.string().uuid()),
  })
  .meta({ id: 'InvoiceResponse' });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
export const createInvoiceRequestSchema = z
  .strictObject({ facilityId: uuidSchema.optional(), clientId: uuidSchema.optional(), periodStart: isoDateSchema, periodEnd: isoDateSchema })
  .superRefine((b, ctx) => {
    if (Boolean(b.facilityId) === Boolean(b.clientId)) ctx.addIssue({ code: 'custom', path: ['facilityId'], message: 'name either facilityId or clientId' });
    if (b.periodEnd < b.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'must not be before periodStart' });
    else if (days(b.periodStart, b.periodEnd) >= MAX_INVOICE_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: `must be within ${MAX_INVOICE_PERIOD_DAYS} days of periodStart` });
  })
  .meta({ id: 'CreateInvoiceRequest' });
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequestSchema>;

export const cancelInvoiceRequestSchema = z.strictObject({ reason: text(500).min(1) }).meta({ id: 'CancelInvoiceRequest' });
export type CancelInvoiceRequest = z.infer<typeof cancelInvoiceRequestSchema>;

export const listInvoicesQuerySchema = pagingQuerySchema.extend({
  state: invoiceStateSchema.optional(),
  facilityId: uuidSchema.optional(),
  clientId: uuidSchema.optional(),
  /** The year of the number (issued and cancelled invoices; drafts have none). */
  year: z.coerce.number().int().min(2000).max(2999).optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** Which syntax of XRechnung: UBL 2.1 Invoice or UN/CEFACT CII. */
export const xRechnungQuerySchema = z.strictObject({ syntax: z.enum(['ubl', 'cii']).default('ubl') }).meta({ id: 'XRechnungQuery' });
export type XRechnungQuery = z.infer<typeof xRechnungQuerySchema>;

const tag = 'Invoices';
const perm = (action: 'read' | 'create' | 'update' | 'delete') => ({ module: 'invoices', action }) as const;
const ids = z.array(z.string().uuid());
const notDraft = { status: 409, codes: ['INVOICE_TRANSITION_NOT_ALLOWED'], extensions: { state: invoiceStateSchema }, description: 'The invoice’s state does not allow this (only a draft changes; an issued invoice is immutable)' } as const;
const drafting = {
  status: 409,
  codes: ['NOTHING_TO_INVOICE', 'TIMESHEETS_ALREADY_INVOICED', 'BILLING_RATE_MISSING', 'DISTANCE_MISSING'],
  extensions: { timesheetIds: ids, invoiceIds: ids, facilityIds: ids, employeeIds: ids },
  description: 'No confirmed, uninvoiced duty in the period; its duties are on another live invoice; or a price the lines need is missing',
} as const;
const buyerMissing = { status: 404, codes: ['FACILITY_NOT_FOUND', 'CLIENT_NOT_FOUND'] } as const;
const issuing = { status: 409, codes: ['SELLER_DATA_MISSING', 'INVOICE_DRAFT_OUTDATED'], extensions: { timesheetIds: ids } } as const;
const notIssued = { status: 409, codes: ['INVOICE_NOT_ISSUED'], extensions: { state: invoiceStateSchema }, description: 'A draft has no invoice document yet; issue it first' } as const;
/** A download of an issued invoice (issued, cancelled, or a cancellation). */
const download = (path: string, summary: string, contentType: string) =>
  ({ method: 'get', path: `/api/invoices/{id}/${path}`, summary, tag, permission: perm('read'), params: idParams, file: { contentType }, response: fileAnswerSchema, errors: [404, notIssued] }) as const;
const paged = pagedResponseSchema(invoiceSummarySchema).meta({ id: 'InvoiceSummaryPagedResponse' });

export const invoicesApi = defineApi({
  listInvoices: { method: 'get', path: '/api/invoices', summary: 'Invoices by state, buyer and year, newest first', tag, permission: perm('read'), query: listInvoicesQuerySchema, response: paged },
  getInvoice: { method: 'get', path: '/api/invoices/{id}', summary: 'One invoice with its lines', tag, permission: perm('read'), params: idParams, response: invoiceResponseSchema, errors: [404] },
  getInvoicePdf: download('pdf', 'The issued invoice as a PDF (PDF/A-3)', 'application/pdf'),
  getInvoiceXRechnung: {
    ...download('xrechnung', 'The issued invoice as XRechnung 3.0 (EN 16931), UBL or CII', 'application/xml; charset=utf-8'),
    query: xRechnungQuerySchema,
    errors: [404, { ...notIssued, codes: ['INVOICE_NOT_ISSUED', 'E_INVOICE_DATA_MISSING'], description: 'A draft has no invoice document yet, or the invoice lacks what XRechnung requires (the parties’ e-mail, the seller’s phone)' }],
  },
  getInvoiceZugferd: download('zugferd', 'The issued invoice as ZUGFeRD / Factur-X (EN 16931 profile): the PDF with the CII embedded', 'application/pdf'),
  createInvoice: { method: 'post', path: '/api/invoices', summary: 'Draft the invoice of a facility or client for a period from its confirmed, uninvoiced timesheets', tag, permission: perm('create'), body: createInvoiceRequestSchema, response: invoiceResponseSchema, errors: [buyerMissing, drafting], mutates: true },
  recalculateInvoice: { method: 'post', path: '/api/invoices/{id}/recalculate', summary: 'Draft again from the timesheets and prices as they are now (drafts only)', tag, permission: perm('update'), params: idParams, response: invoiceResponseSchema, errors: [404, buyerMissing, notDraft, drafting], ifMatch: true, mutates: true },
  deleteInvoice: { method: 'delete', path: '/api/invoices/{id}', summary: 'Delete a draft; its timesheets can be invoiced again', tag, permission: perm('delete'), params: idParams, status: 204, response: null, errors: [404, notDraft], ifMatch: true, mutates: true },
  issueInvoice: { method: 'post', path: '/api/invoices/{id}/issue', summary: 'Issue a draft: the next number of the year; immutable afterwards', tag, permission: perm('update'), params: idParams, response: invoiceResponseSchema, errors: [404, buyerMissing, notDraft, issuing], ifMatch: true, mutates: true },
  cancelInvoice: { method: 'post', path: '/api/invoices/{id}/cancel', summary: 'Cancel an issued invoice by a cancellation invoice (Storno, answered); its timesheets can be invoiced again', tag, permission: perm('delete'), params: idParams, body: cancelInvoiceRequestSchema, response: invoiceResponseSchema, errors: [404, notDraft, issuing], ifMatch: true, mutates: true },
});
