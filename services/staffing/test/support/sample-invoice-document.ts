/**
 * Invoice documents for the renderers' tests and benchmark: lines per employee and kind, totals
 * summed in cents (integers) from the lines, as the invoices slice computes them.
 */
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceLineKind } from '../../src/invoice-documents/invoice-document';

const cents = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
};
const amount = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
/** Quantity (up to 2 places here) × price, half-up to cents, in integers. */
export function lineAmount(quantity: string, unitPrice: string): string {
  const q = cents(quantity);
  const product = q * cents(unitPrice);
  const rounded = Math.sign(product) * Math.floor((Math.abs(product) + 50) / 100);
  return amount(rounded);
}

const kinds: Array<{ kind: InvoiceLineKind; label: string; price: string }> = [
  { kind: 'regular', label: 'Pflegefachkraft', price: '48.50' },
  { kind: 'night', label: 'Nachtzuschlag 25 %', price: '12.13' },
  { kind: 'sunday', label: 'Sonntagszuschlag 50 %', price: '24.25' },
];

export function sampleLines(employees: number, kindsPerEmployee: number, sign: 1 | -1 = 1): InvoiceDocumentLine[] {
  const lines: InvoiceDocumentLine[] = [];
  for (let e = 0; e < employees; e++) {
    for (const k of kinds.slice(0, kindsPerEmployee)) {
      const quantity = `${sign < 0 ? '-' : ''}${(37 + ((e * 7) % 13)).toString()}.${String((e * 25) % 100).padStart(2, '0')}`;
      lines.push({
        id: String(lines.length + 1),
        kind: k.kind,
        name: `Müller-Lüdenscheidt ${e + 1}, Änne – ${k.label}`,
        description: 'KW 43: 19.10.–25.10.2026',
        quantity,
        unitCode: 'HUR',
        unitPrice: k.price,
        netAmount: lineAmount(quantity, k.price),
        vatPercent: '19',
      });
    }
  }
  return lines;
}

export function sampleInvoiceDocument(overrides: Partial<InvoiceDocument> = {}, lines = sampleLines(3, 2)): InvoiceDocument {
  const net = lines.reduce((sum, l) => sum + cents(l.netAmount), 0);
  const vat = Math.sign(net) * Math.floor((Math.abs(net) * 19 + 50) / 100);
  return {
    typeCode: '380',
    number: 'RE-2026-00042',
    issueDate: '2026-11-02',
    dueDate: '2026-11-16',
    currency: 'EUR',
    buyerReference: '04011000-12345-67',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    precedingInvoice: null,
    note: null,
    paymentTerms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    seller: {
      name: 'Pflege & Personal GmbH',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      vatId: 'DE123456789',
      taxNumber: null,
      contactName: 'Buchhaltung',
      email: 'rechnung@pflege-personal.example',
      phone: '+49 30 1234567',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      accountName: 'Pflege & Personal GmbH',
    },
    buyer: {
      name: 'Seniorenheim Haus Sonne gGmbH',
      street: 'Sonnenweg 5',
      postalCode: '80331',
      city: 'München',
      countryCode: 'DE',
      vatId: null,
      taxNumber: null,
      contactName: null,
      email: 'verwaltung@haus-sonne.example',
      phone: null,
    },
    lines,
    totals: { net: amount(net), vat: amount(vat), gross: amount(net + vat), vatPercent: '19' },
    ...overrides,
  };
}

/** The cancellation (Stornorechnung, type 384) of `sampleInvoiceDocument()`: the same lines negated. */
export const sampleCancellation = () =>
  sampleInvoiceDocument(
    { typeCode: '384', number: 'RE-2026-00043', issueDate: '2026-11-05', precedingInvoice: { number: 'RE-2026-00042', issueDate: '2026-11-02' }, note: 'Storno wegen falscher Stundenzahl.' },
    sampleLines(3, 2, -1),
  );
