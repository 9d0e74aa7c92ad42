import type { Harness, StaffingClient } from './harness';
import { anna, assign, created, publishContract, seedFacility } from './fixtures';
import { monToFri, sheetOf, step } from './timesheets';

/** A facility's billing conditions as facilities announces them: 40 €/h, meal allowance 6 €/day, travel 25 €/day flat. */
export const billing = { billingRate: 40, mealAllowanceRate: 6, travelCostMode: 'Pauschale', travelCostRate: 25, travelCostPerKm: 0 };

/** Seller data that lets an invoice be issued. */
export const seller = {
  name: 'Pflegeteam Nord GmbH',
  street: 'Hafenstraße 1',
  postalCode: '20457',
  city: 'Hamburg',
  countryCode: 'DE',
  vatId: 'DE123456789',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  email: 'rechnung@pflegeteam.example',
  phone: '+49 40 123456',
  paymentTermsDays: 14,
  vatPercent: 19,
};

export async function setSeller(h: StaffingClient, data: Record<string, unknown> = seller) {
  const res = await h.call('/api/settings/invoice-seller', { method: 'PUT', body: data });
  if (res.status !== 200) throw new Error(`PUT seller → ${res.status}: ${res.text}`);
  return res.body;
}

/** Confirms a timesheet (submit, confirm). */
export async function confirm(h: StaffingClient, id: string) {
  for (const name of ['submit', 'confirm'] as const) {
    const res = await step(h, id, name);
    if (res.status !== 200) throw new Error(`${name} → ${res.status}: ${res.text}`);
  }
}

/**
 * A facility (billing conditions `facility`) with a contract, an order Mon–Fri 8 h over `from`–`to`
 * and `employees` employees assigned; the timesheets of `weeks` confirmed.
 */
export async function invoiceWorld(h: StaffingClient, opts: { facility?: Record<string, unknown>; employees?: number; weeks?: string[]; from?: string; to?: string } = {}) {
  const { from = '2026-05-04', to = '2026-05-08', weeks = ['2026-W19'], employees = 1 } = opts;
  const facility = await seedFacility(h, { ...billing, ...opts.facility });
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, startDate: from, endDate: to, shiftPattern: monToFri, headcount: employees });
  const assigned: Array<{ employee: { id: string }; assignmentId: string; sheetIds: string[] }> = [];
  for (let i = 0; i < employees; i++) {
    const employee = await created(h, '/api/employees', { ...anna, lastName: `Müller ${i + 1}` });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: from, endDate: to });
    if (res.status !== 200) throw new Error(`assignment → ${res.status}: ${res.text}`);
    const sheetIds: string[] = [];
    for (const week of weeks) {
      const sheet = await sheetOf(h, week, res.body.id);
      await confirm(h, sheet.id);
      sheetIds.push(sheet.id);
    }
    assigned.push({ employee, assignmentId: res.body.id, sheetIds });
  }
  return { facility, order, assigned };
}

/** A GET of a download over real HTTP, with a token that may read invoices (or `token`). */
export async function download(h: Harness, path: string, token?: string) {
  const res = await fetch(`${h.url}${path}`, { headers: { authorization: `Bearer ${token ?? (await h.token({ invoices: { read: 'All' } }))}` } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

export const draft = (h: StaffingClient, body: Record<string, unknown>) => h.call('/api/invoices', { body });
export const invoiceStep = (h: StaffingClient, id: string, name: 'issue' | 'recalculate' | 'cancel', body?: unknown, headers?: Record<string, string>) =>
  h.call(`/api/invoices/${id}/${name}`, { method: 'POST', ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

/** Cents of a decimal string, exactly. */
export const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
};

/** Every amount of an invoice adds up: Σ lines = net, net + VAT = gross, VAT = net × rate half-up. */
export function expectSums(invoice: { lines: Array<{ netAmount: string }>; net: string; vat: string; gross: string; vatPercent: string }) {
  const sum = invoice.lines.reduce((s, l) => s + cents(l.netAmount), 0);
  const net = cents(invoice.net);
  const rate = Math.round(Number(invoice.vatPercent) * 100);
  const vat = Math.sign(net) * Math.floor((Math.abs(net) * rate * 2 + 10_000) / 20_000);
  return { sum, net, vat: cents(invoice.vat), expectedVat: vat, gross: cents(invoice.gross), netPlusVat: net + cents(invoice.vat) };
}
