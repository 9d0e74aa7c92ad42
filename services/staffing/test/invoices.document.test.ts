import { describe, expect, test } from '@jest/globals';
import { AppError } from '@cs/service-kit';
import { issuedInvoiceDocument } from '../src/invoices/invoice-document-of';
import { Harness } from './support/harness';
import { cents, draft, invoiceStep, invoiceWorld, seller, setSeller } from './support/invoices';

const h = Harness.forFile('invoices_document');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };

describe('an issued invoice as the document its PDF and e-invoices render (EN 16931 terms)', () => {
  test('invoice 380: number, dates, BT-10, period, seller and buyer as issued, lines and totals to the cent; its cancellation 384 references it', async () => {
    const w = await invoiceWorld(h, { facility: { email: 'verwaltung@sonnenschein.example', phone: '030 555 0101', contactPerson: 'Frau Berg' } });
    await setSeller(h);
    const d = await draft(h, { facilityId: w.facility.id, ...may });
    await expect(issuedInvoiceDocument(h.svc.db, d.body.id)).rejects.toMatchObject({ status: 409, code: 'INVOICE_NOT_ISSUED' });
    const issued = (await invoiceStep(h, d.body.id, 'issue')).body;

    const doc = await issuedInvoiceDocument(h.svc.db, issued.id);
    expect(doc).toMatchObject({
      typeCode: '380', // BT-3
      number: issued.number, // BT-1
      issueDate: issued.issueDate, // BT-2
      dueDate: issued.dueDate, // BT-9
      currency: 'EUR', // BT-5
      buyerReference: 'Haus Sonnenschein', // BT-10: the buyer's name
      periodStart: '2026-05-01', // BT-73
      periodEnd: '2026-05-31', // BT-74
      precedingInvoice: null,
      note: null,
      seller: { name: seller.name, street: seller.street, postalCode: seller.postalCode, city: seller.city, countryCode: 'DE', vatId: seller.vatId, contactName: seller.name, iban: 'DE89370400440532013000', bic: seller.bic, email: seller.email, phone: seller.phone, accountName: seller.name }, // BG-4, BG-6, BG-16
      // BG-7: the facility's address and contact as issued (BT-49 its e-mail, BT-56 the contact person).
      buyer: { name: 'Haus Sonnenschein', street: 'Lindenweg 3', postalCode: '10115', city: 'Berlin', countryCode: 'DE', vatId: null, email: 'verwaltung@sonnenschein.example', phone: '030 555 0101', contactName: 'Frau Berg' },
      totals: { net: '1755.00', vat: '333.45', gross: '2088.45', vatPercent: '19.00' }, // BT-109, BT-110, BT-112, BT-119
    });
    const [y, m, day] = issued.dueDate.split('-');
    expect(doc.paymentTerms).toBe(`Zahlbar ohne Abzug bis ${day}.${m}.${y}.`); // BT-20
    expect(doc.lines).toEqual([
      { id: '1', kind: 'regular', name: 'Müller 1, Anna – Arbeitsstunden', description: '04.05.2026–08.05.2026, 5 Arbeitstage', quantity: '40.00', unitCode: 'HUR', unitPrice: '40.00', netAmount: '1600.00', vatPercent: '19.00' },
      { id: '2', kind: 'travel', name: 'Müller 1, Anna – Fahrtkosten', description: '04.05.2026–08.05.2026, 5 Arbeitstage; Pauschale', quantity: '5.00', unitCode: 'DAY', unitPrice: '25.00', netAmount: '125.00', vatPercent: '19.00' },
      { id: '3', kind: 'meal', name: 'Müller 1, Anna – Verpflegungspauschale', description: '04.05.2026–08.05.2026, 5 Arbeitstage', quantity: '5.00', unitCode: 'DAY', unitPrice: '6.00', netAmount: '30.00', vatPercent: '19.00' },
    ]);
    expect(doc.lines.reduce((sum, l) => sum + cents(l.netAmount), 0)).toBe(cents(doc.totals.net)); // BT-106 = Σ BT-131

    const storno = (await invoiceStep(h, issued.id, 'cancel', { reason: 'Falscher Zeitraum' })).body;
    const cancellation = await issuedInvoiceDocument(h.svc.db, storno.id);
    expect(cancellation).toMatchObject({
      typeCode: '384', number: storno.number, dueDate: null, paymentTerms: null, note: 'Falscher Zeitraum', // BT-22
      precedingInvoice: { number: issued.number, issueDate: issued.issueDate }, // BT-25, BT-26
      totals: { net: '-1755.00', vat: '-333.45', gross: '-2088.45' },
    });
    expect(cancellation.lines.map((l) => [l.quantity, l.netAmount])).toEqual(doc.lines.map((l) => [`-${l.quantity}`, `-${l.netAmount}`]));
    // The cancelled original keeps its document.
    expect((await issuedInvoiceDocument(h.svc.db, issued.id)).number).toBe(issued.number);
  });

  test('an unknown invoice → 404', async () => {
    const missing = await issuedInvoiceDocument(h.svc.db, '0190a000-0000-7000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({ status: 404 });
  });
});
