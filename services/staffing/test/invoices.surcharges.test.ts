import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { billing, draft, expectSums } from './support/invoices';
import { confirmedWeek } from './support/payroll';

const h = Harness.forFile('invoices_surcharges');

/** 41.50 €/h; night 23:00–06:00 at 25 %, Sunday 50 %, holiday 100 %; 25 € travel and 6 € meal a day. */
const surcharged = { ...billing, billingRate: 41.5, nightSurchargePercent: 25, sundaySurchargePercent: 50, holidaySurchargePercent: 100, nightWindowStart: '23:00', nightWindowEnd: '06:00' };
const saturday = (shift: { start: string; end: string; breakMinutes: number }) => ({ weekdays: { sat: shift } });
const night = { start: '22:00', end: '06:00', breakMinutes: 30 };

type Invoice = { lines: Array<Record<string, string> & { netAmount: string }>; net: string; vat: string; gross: string; vatPercent: string };
const rows = (i: Invoice) => i.lines.map((l) => [l.kind, l.quantity, l.unitPrice, l.netAmount]);

/** Σ lines = net, VAT = net × 19 % half-up, gross = net + VAT, to the cent. */
function expectAddsUp(invoice: Invoice, net: string) {
  const sums = expectSums(invoice);
  expect([sums.sum, sums.vat, sums.gross]).toEqual([sums.net, sums.expectedVat, sums.netPlusVat]);
  expect(invoice.net).toBe(net);
}

async function invoiceOf(w: { facility: { id: string } }, periodStart: string, periodEnd: string): Promise<Invoice> {
  const res = await draft(h, { facilityId: w.facility.id, periodStart, periodEnd });
  if (res.status !== 200) throw new Error(`draft → ${res.status}: ${res.text}`);
  return res.body;
}

describe('surcharge lines: the hours split in the facility’s night window and state, priced at rate × percent', () => {
  test('a night Saturday 22:00 → Sunday 06:00 with 30 min break: night and Sunday stack; half cents round up', async () => {
    const w = await confirmedWeek(h, { from: '2026-11-02', to: '2026-11-08', week: '2026-W45', pattern: saturday(night), facility: surcharged });
    const invoice = await invoiceOf(w, '2026-11-01', '2026-11-30');
    // 450 min worked; the break 01:45–02:15 lies in the night and on the Sunday: night 420 − 30, Sunday 360 − 30.
    expect(rows(invoice)).toEqual([
      ['regular', '7.50', '41.50', '311.25'],
      ['night', '6.50', '10.375', '67.44'], // 67.4375
      ['sunday', '5.50', '20.75', '114.13'], // 114.125
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expect(invoice.lines[1].name).toBe('Müller, Anna – Nachtzuschlag 25 %');
    expect(invoice.lines[2].name).toBe('Müller, Anna – Sonntagszuschlag 50 %');
    expectAddsUp(invoice, '523.82');
  });

  test('Reformation Day (Sat 31 Oct 2026) is billed as a holiday in Hamburg, not in Berlin', async () => {
    const day = saturday({ start: '06:00', end: '14:30', breakMinutes: 30 });
    const week = { from: '2026-10-26', to: '2026-11-01', week: '2026-W44', pattern: day };
    const hamburg = await confirmedWeek(h, { ...week, facility: { ...surcharged, name: 'Haus Alster', postalCode: '20095', city: 'Hamburg', state: 'HH' } });
    const berlin = await confirmedWeek(h, { ...week, facility: { ...surcharged, name: 'Haus Spree', postalCode: '10115', city: 'Berlin', state: 'BE' } });
    const inHamburg = await invoiceOf(hamburg, '2026-10-01', '2026-10-31');
    expect(rows(inHamburg)).toEqual([
      ['regular', '8.00', '41.50', '332.00'],
      ['holiday', '8.00', '41.50', '332.00'],
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expect(inHamburg.lines[1].name).toBe('Müller, Anna – Feiertagszuschlag 100 %');
    expectAddsUp(inHamburg, '695.00');
    const inBerlin = await invoiceOf(berlin, '2026-10-01', '2026-10-31');
    expect(rows(inBerlin).map((r) => r[0])).toEqual(['regular', 'travel', 'meal']);
    expectAddsUp(inBerlin, '363.00');
  });

  test('the autumn clock-change night (24 → 25 Oct 2026): one hour more worked and at night, priced', async () => {
    const w = await confirmedWeek(h, { from: '2026-10-19', to: '2026-10-25', week: '2026-W43', pattern: saturday({ start: '22:00', end: '06:00', breakMinutes: 0 }), facility: surcharged });
    const invoice = await invoiceOf(w, '2026-10-01', '2026-10-31');
    // 9 h elapsed; 23:00–06:00 is 8 h that night, 00:00–06:00 on the Sunday 7 h.
    expect(rows(invoice)).toEqual([
      ['regular', '9.00', '41.50', '373.50'],
      ['night', '8.00', '10.375', '83.00'],
      ['sunday', '7.00', '20.75', '145.25'],
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expectAddsUp(invoice, '632.75');
  });

  test('a surcharge of null (or 0) bills no line for its kind; a window of the facility’s own (22:00–06:00) counts', async () => {
    const facility = { ...surcharged, nightSurchargePercent: null, sundaySurchargePercent: 0, nightWindowStart: '22:00' };
    const w = await confirmedWeek(h, { from: '2026-11-02', to: '2026-11-08', week: '2026-W45', pattern: saturday(night), facility });
    const invoice = await invoiceOf(w, '2026-11-01', '2026-11-30');
    expect(rows(invoice)).toEqual([
      ['regular', '7.50', '41.50', '311.25'],
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expectAddsUp(invoice, '342.25');
    const withNight = await confirmedWeek(h, { from: '2026-11-02', to: '2026-11-08', week: '2026-W45', pattern: saturday(night), facility: { ...facility, nightSurchargePercent: 20 } });
    // 22:00–06:00 less the break: 450 min at night = 7.5 h × 8.30 €.
    expect(rows(await invoiceOf(withNight, '2026-11-01', '2026-11-30'))[1]).toEqual(['night', '7.50', '8.30', '62.25']);
  });
});

describe('the billing rate of a qualification: what the order requires is billed (docs/billing.md, "What a draft bills")', () => {
  const rated = (rates: Array<{ qualification: string; rate: number }>, extra: Record<string, unknown> = {}) => ({ ...surcharged, qualificationBillingRates: rates, ...extra });
  const nightWeek = { from: '2026-11-02', to: '2026-11-08', week: '2026-W45', pattern: saturday(night) };
  /** Holds both qualifications; pflegehelfer first, so "the first of the employee's with a rate" is the helper's. */
  const both = { qualifications: ['pflegehelfer', 'pflegefachkraft'] };

  test('the ordered qualification’s rate (48.50 €), not the billing rate (41.50 €) nor the employee’s other one, prices hours and surcharges', async () => {
    const facility = rated([{ qualification: 'pflegefachkraft', rate: 48.5 }, { qualification: 'pflegehelfer', rate: 30 }]);
    const w = await confirmedWeek(h, { ...nightWeek, facility, order: { requiredQualification: 'pflegefachkraft' }, employee: both });
    const invoice = await invoiceOf(w, '2026-11-01', '2026-11-30');
    expect(rows(invoice)).toEqual([
      ['regular', '7.50', '48.50', '363.75'],
      ['night', '6.50', '12.125', '78.81'], // 25 % of 48.50; 78.8125
      ['sunday', '5.50', '24.25', '133.38'], // 50 % of 48.50; 133.375
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expectAddsUp(invoice, '606.94');
    expect([invoice.vat, invoice.gross]).toEqual(['115.32', '722.26']); // 115.3186
  });

  test('an ordered qualification the facility has no rate for bills its billing rate — never the rate of another qualification the employee holds', async () => {
    const helperOnly = [{ qualification: 'pflegehelfer', rate: 30 }];
    const unrated = await confirmedWeek(h, { ...nightWeek, facility: rated(helperOnly), order: { requiredQualification: 'pflegefachkraft' }, employee: both });
    const invoice = await invoiceOf(unrated, '2026-11-01', '2026-11-30');
    expect(rows(invoice)).toEqual([
      ['regular', '7.50', '41.50', '311.25'],
      ['night', '6.50', '10.375', '67.44'],
      ['sunday', '5.50', '20.75', '114.13'],
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expectAddsUp(invoice, '523.82');

    // Without a billing rate there is no price for it: 409, although the employee's other qualification has one.
    const noFallback = await confirmedWeek(h, { ...nightWeek, facility: rated(helperOnly, { billingRate: null }), order: { requiredQualification: 'pflegefachkraft' }, employee: both });
    const refused = await draft(h, { facilityId: noFallback.facility.id, periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(refused.body).toMatchObject({ status: 409, code: 'BILLING_RATE_MISSING', facilityIds: [noFallback.facility.id] });
  });

  test('an order naming no qualification bills the first of the employee’s qualifications the facility has a rate for', async () => {
    const w = await confirmedWeek(h, { ...nightWeek, facility: rated([{ qualification: 'pflegehelfer', rate: 30 }]), order: { requiredQualification: null }, employee: both });
    const invoice = await invoiceOf(w, '2026-11-01', '2026-11-30');
    expect(rows(invoice)).toEqual([
      ['regular', '7.50', '30.00', '225.00'],
      ['night', '6.50', '7.50', '48.75'],
      ['sunday', '5.50', '15.00', '82.50'],
      ['travel', '1.00', '25.00', '25.00'],
      ['meal', '1.00', '6.00', '6.00'],
    ]);
    expectAddsUp(invoice, '387.25');
  });
});
