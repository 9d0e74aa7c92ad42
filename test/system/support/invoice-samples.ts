/**
 * Invoices for the system tests: each sample drafts the invoice of a facility of its own (billing
 * rate 40 €/h, no travel) for one confirmed past week, so samples never claim each other's duties.
 */
import { Temporal } from 'temporal-polyfill';
import { eventually } from '@cs/service-kit/testing/index';
import { ifMatch, type SampleBuilder, type SampleContext } from './audit-sample';
import type { Json } from './office';

const invoice = (id: string) => ({ type: 'invoice', id });
const pad = (n: number) => String(n).padStart(2, '0');

export const sellerData = { name: 'Pflegeteam Nord GmbH', street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg', vatId: 'DE123456789', iban: 'DE89370400440532013000', email: 'rechnung@pflegeteam.example', phone: '+49 40 123456' };

/** A draft of a fresh facility's one confirmed timesheet, two weeks back. */
export async function invoiceDraft(ctx: SampleContext): Promise<Json> {
  const facility = await ctx.make.facility({ billingRate: 40, travelCostMode: 'Pauschale', travelCostRate: 0, email: 'verwaltung@haus.example' });
  await ctx.make.contract(facility.id);
  const today = Temporal.Now.plainDateISO('Europe/Berlin');
  const monday = today.subtract({ days: today.dayOfWeek - 1, weeks: 2 });
  const sunday = monday.add({ days: 6 }).toString();
  const order = await ctx.make.order(facility.id, { startDate: monday.toString(), endDate: monday.add({ days: 4 }).toString(), shiftStart: '06:00', shiftEnd: '14:00', hoursPerDay: null });
  const person = (await ctx.make.employee()).id;
  // The contract reaches staffing's replica by an event: until then the coverage check refuses.
  const assignment = await eventually(async () => (await ctx.admin.send('post', '/api/assignments', { body: { orderId: order.id, employeeId: person, startDate: order.startDate, endDate: order.endDate } })).body?.id);
  const week = `${monday.yearOfWeek}-W${pad(monday.weekOfYear ?? 0)}`;
  const sheet = (await ctx.admin.get(`/api/timesheets?week=${week}&employeeId=${person}`)).items.find((t: Json) => t.assignmentId === assignment);
  await ctx.admin.post(`/api/timesheets/${sheet.id}/submit`, undefined);
  await ctx.admin.post(`/api/timesheets/${sheet.id}/confirm`, undefined);
  return ctx.admin.post('/api/invoices', { facilityId: facility.id, periodStart: monday.toString(), periodEnd: sunday });
}

/** An issued invoice (the seller data set first). */
async function issuedInvoice(ctx: SampleContext): Promise<Json> {
  await ctx.admin.put('/api/settings/invoice-seller', sellerData);
  return ctx.admin.post(`/api/invoices/${(await invoiceDraft(ctx)).id}/issue`, undefined);
}

export const invoiceSamples: Record<string, SampleBuilder> = {
  createInvoice: async (ctx) => {
    const draft = await invoiceDraft(ctx);
    await ctx.admin.send('delete', `/api/invoices/${draft.id}`);
    return { body: { facilityId: draft.facilityId, periodStart: draft.periodStart, periodEnd: draft.periodEnd }, entity: (res) => invoice(res.id), action: 'created' };
  },
  recalculateInvoice: async (ctx) => {
    const draft = await invoiceDraft(ctx);
    return { params: { id: draft.id }, headers: ifMatch(draft), entity: invoice(draft.id), action: 'updated' };
  },
  deleteInvoice: async (ctx) => {
    const draft = await invoiceDraft(ctx);
    return { params: { id: draft.id }, entity: invoice(draft.id), action: 'deleted' };
  },
  issueInvoice: async (ctx) => {
    await ctx.admin.put('/api/settings/invoice-seller', sellerData);
    const draft = await invoiceDraft(ctx);
    return { params: { id: draft.id }, entity: invoice(draft.id), action: 'updated', changed: ['state', 'number'] };
  },
  cancelInvoice: async (ctx) => {
    const issued = await issuedInvoice(ctx);
    return { params: { id: issued.id }, body: { reason: 'Falscher Stundensatz' }, entity: invoice(issued.id), action: 'updated', changed: ['state', 'cancelledByInvoiceId'] };
  },
  updateInvoiceSeller: async ({ admin }) => {
    const { version: _v, updatedAt: _u, missing: _m, ...seller } = await admin.get('/api/settings/invoice-seller');
    return { body: { ...seller, phone: '040 1234567' }, entity: { type: 'invoiceSeller', id: 'invoice-seller' }, action: 'updated', changed: ['phone'] };
  },
};

export const invoiceReadSamples = {
  getInvoice: async (ctx: SampleContext) => ({ params: { id: (await invoiceDraft(ctx)).id } }),
  getInvoicePdf: async (ctx: SampleContext) => ({ params: { id: (await issuedInvoice(ctx)).id } }),
  getInvoiceXRechnung: async (ctx: SampleContext) => ({ params: { id: (await issuedInvoice(ctx)).id }, query: { syntax: 'cii' } }),
  getInvoiceZugferd: async (ctx: SampleContext) => ({ params: { id: (await issuedInvoice(ctx)).id } }),
};
