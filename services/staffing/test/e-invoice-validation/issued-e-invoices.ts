/**
 * The e-invoices the official validation checks, made the way a user makes them (real HTTP against
 * staffing): a facility's invoice with every kind of line, its cancellation (384), and a client's
 * invoice with a Leitweg-ID; each downloaded as XRechnung UBL and CII and as ZUGFeRD, whose
 * embedded factur-x.xml is the Factur-X CII.
 */
import type { Harness } from '../support/harness';
import { download, draft, invoiceStep, invoiceWorld, setSeller } from '../support/invoices';
import { seedClient } from '../support/lending-parties';
import { confirmedWeek } from '../support/payroll';
import { embeddedFiles } from '../support/pdf-reading';
import { frueh } from '../support/fixtures';
import type { EInvoice } from './official-validation';

/** Hamburg, where Reformation Day (Sat 31 Oct 2026) is a holiday; night 23:00–06:00 at 25 %, Sunday 50 %, holiday 100 %. */
const hamburg = {
  name: 'Kreisklinik Alster & Söhne', street: 'Alsterufer 5', postalCode: '20095', city: 'Hamburg', state: 'HH',
  email: 'rechnungseingang@kreisklinik.example', phone: '040 555 0101', contactPerson: 'Frau Berg', buyerReference: '04-KK-2026',
  billingRate: 41.5, mealAllowanceRate: 6, travelCostMode: 'Pauschale', travelCostRate: 25, travelCostPerKm: 0,
  nightSurchargePercent: 25, sundaySurchargePercent: 50, holidaySurchargePercent: 100, nightWindowStart: '23:00', nightWindowEnd: '06:00',
};
/** Friday early shift; the Saturday night shift runs from the holiday into the Sunday. */
const pattern = { weekdays: { fri: frueh, sat: { start: '22:00', end: '06:00', breakMinutes: 30 } } };
const october = { periodStart: '2026-10-01', periodEnd: '2026-10-31' };

const client = {
  name: 'Stadt Musterhausen', legalForm: null, street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterhausen',
  email: 'rechnungseingang@musterhausen.example', phone: '0123 4567', contactPerson: 'Herr Amt', buyerReference: '991-12345-67',
};

async function ok(res: { status: number; text: string; body: { id: string } }) {
  if (res.status !== 200) throw new Error(`→ ${res.status}: ${res.text}`);
  return res.body;
}

async function eInvoicesOf(h: Harness, name: string, id: string): Promise<EInvoice[]> {
  const xml = async (path: string) => {
    const res = await download(h, `/api/invoices/${id}/${path}`);
    if (res.status !== 200) throw new Error(`${path} of ${name} → ${res.status}: ${res.body.toString('utf8')}`);
    return res.body;
  };
  const facturX = (await embeddedFiles(await xml('zugferd'))).get('factur-x.xml')?.content;
  if (!facturX) throw new Error(`no factur-x.xml in the ZUGFeRD of ${name}`);
  return [
    { name: `${name}-xrechnung-ubl`, syntax: 'ubl', xrechnung: true, xml: (await xml('xrechnung?syntax=ubl')).toString('utf8') },
    { name: `${name}-xrechnung-cii`, syntax: 'cii', xrechnung: true, xml: (await xml('xrechnung?syntax=cii')).toString('utf8') },
    { name: `${name}-factur-x`, syntax: 'cii', xrechnung: false, xml: facturX },
  ];
}

/** Issues the three invoices; answers their e-invoices and the kinds of line of the facility's invoice. */
export async function issuedEInvoices(h: Harness) {
  await setSeller(h);
  const w = await confirmedWeek(h, { from: '2026-10-26', to: '2026-11-01', week: '2026-W44', pattern, facility: hamburg });
  const invoice = await ok(await invoiceStep(h, (await ok(await draft(h, { facilityId: w.facility.id, ...october }))).id, 'issue'));
  const cancellation = await ok(await invoiceStep(h, invoice.id, 'cancel', { reason: 'Falscher Zeitraum' }));
  const { id: clientId } = await seedClient(h, client);
  await invoiceWorld(h, { facility: { name: 'Städtisches Pflegeheim', clientId } });
  const ofClient = await ok(await invoiceStep(h, (await ok(await draft(h, { clientId, periodStart: '2026-05-01', periodEnd: '2026-05-31' }))).id, 'issue'));
  const kinds = ((invoice as unknown as { lines: Array<{ kind: string }> }).lines ?? []).map((l) => l.kind);
  const eInvoices = [
    ...(await eInvoicesOf(h, 'invoice', invoice.id)),
    ...(await eInvoicesOf(h, 'cancellation', cancellation.id)),
    ...(await eInvoicesOf(h, 'client-invoice', ofClient.id)),
  ];
  return { kinds, eInvoices };
}
