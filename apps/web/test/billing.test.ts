/**
 * Rechnungen and Lohnexport in a real browser against the real system (docs/billing.md): one
 * confirmed week of October 2026 (Mon–Fri 8 h, 40 €/h, travel 25 €/day flat, meal 6 €/day) set up
 * through the API, seller data without IBAN. The office drafts the month's invoice, reviews its lines
 * and totals, is refused issuing in words naming the IBAN, enters it as Rechnungssteller, issues (the
 * number appears), cancels with a reason and opens the cancellation invoice. Then it exports the
 * month's payroll, downloads the CSV (content checked), is refused the LODAS file naming the DATEV
 * numbers, enters them and exports again (run 2: nothing new), whose LODAS file then downloads.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, pick, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const ids = { employee: '' };
const shift = { start: '06:00', end: '14:30', breakMinutes: 30 };
const seller = { name: 'Pflegeteam Nord GmbH', street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg', vatId: 'DE123456789', email: 'rechnung@pflegeteam.example', phone: '040 123456', paymentTermsDays: 14, vatPercent: 19 };

beforeAll(async () => {
  s = await startBrowserSystem('web_billing');
  await s.api.PUT('/api/settings/invoice-seller', { body: seller });
  const facility = (await s.api.POST('/api/facilities', {
    body: { name: 'Haus Abendrot', city: 'Hamburg', billingRate: 40, mealAllowanceRate: 6, travelCostMode: 'Pauschale', travelCostRate: 25, travelCostPerKm: 0 },
  })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-1', status: 'Active', validFrom: '2020-01-01' } });
  const employee = (await s.api.POST('/api/employees', {
    body: { firstName: 'Erika', lastName: 'Muster', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40, personnelNumber: '815' },
  })).data!;
  ids.employee = employee.id;
  const week = { weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: '2026-10-05', endDate: '2026-10-09', headcount: 1, shiftPattern: week } })).data);
  await s.api.POST('/api/assignments', { body: { employeeId: employee.id, orderId: order.id, startDate: '2026-10-05', endDate: '2026-10-09', acknowledgement: {} } });
  const sheet = (await s.api.GET('/api/timesheets', { params: { query: { week: '2026-W41', employeeId: employee.id } } })).data!.items[0];
  for (const step of ['submit', 'confirm'] as const) await s.api.POST(`/api/timesheets/{id}/${step}`, { params: { path: { id: sheet.id } } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${s.web.url}/#/rechnungen`);
  await logIn(page);
}, 240_000);

afterAll(async () => void (await s?.stop()));

test('an invoice drafted, reviewed, refused without IBAN, issued with its number, cancelled', async () => {
  await page.getByRole('heading', { name: 'Rechnungen', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Neue Rechnung' }).click();
  const form = page.getByRole('form', { name: 'Neue Rechnung' });
  await pick(form, 'Einrichtung', 'Abend', 'Haus Abendrot');
  await form.locator('#field-periodStart').fill('2026-10-01');
  await form.locator('#field-periodEnd').fill('2026-10-31');
  await form.getByRole('button', { name: 'Entwurf anlegen' }).click();

  const draft = page.getByRole('region', { name: 'Rechnung Entwurf' });
  const lines = draft.getByRole('table', { name: 'Positionen' });
  await lines.getByRole('row').nth(1).waitFor();
  const rows = await lines.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)));
  expect(rows).toEqual([
    ['Arbeitsstunden', '40,00', 'Std.', '40,00 €', '1.600,00 €'],
    ['Fahrtkosten', '5,00', 'Tage', '25,00 €', '125,00 €'],
    ['Verpflegung', '5,00', 'Tage', '6,00 €', '30,00 €'],
  ]);
  expect(await lines.locator('tbody tr').first().locator('td').first().textContent()).toContain('Muster, Erika');
  expect(await lines.locator('tfoot').textContent()).toBe('Netto1.755,00 €USt. 19,00 %333,45 €Brutto2.088,45 €');

  await draft.getByRole('button', { name: 'Ausstellen' }).click();
  await draft.getByRole('alert').filter({ hasText: 'SELLER_DATA_MISSING' }).waitFor();
  await draft.getByText('Fehlt: IBAN').waitFor();

  await page.getByRole('button', { name: 'Rechnungssteller' }).click();
  const sellerForm = page.getByRole('form', { name: 'Rechnungssteller' });
  await sellerForm.getByText('Zum Ausstellen fehlt noch: IBAN').waitFor();
  await sellerForm.locator('#field-iban').fill('DE89 3704 0044 0532 0130 00');
  await sellerForm.getByRole('button', { name: 'Speichern' }).click();
  await sellerForm.getByText('Vollständig – Rechnungen können ausgestellt werden.').waitFor();

  await page.getByRole('button', { name: 'Rechnungsliste' }).click();
  await draft.getByRole('button', { name: 'Ausstellen' }).click();
  const issued = await page.getByRole('status').filter({ hasText: /Ausgestellt als Nr\. \d{4}-\d{5}\./ }).textContent();
  const number = issued!.match(/\d{4}-\d{5}/)![0];
  const invoice = page.getByRole('region', { name: `Rechnung ${number}` });
  await invoice.locator('.invoice-number').filter({ hasText: number }).waitFor();
  await page.locator('table.invoices').getByRole('row', { name: new RegExp(number) }).getByText('ausgestellt').waitFor();
  for (const file of ['PDF', 'XRechnung (UBL)', 'XRechnung (CII)', 'ZUGFeRD']) await invoice.getByRole('button', { name: file, exact: true }).waitFor();
  await screenshot(page, 'rechnungen');

  await invoice.getByRole('button', { name: 'Stornieren' }).click();
  await invoice.getByLabel('Grund der Stornierung').fill('Falscher Zeitraum');
  await invoice.getByRole('button', { name: 'Stornorechnung ausstellen' }).click();
  const cancelled = await invoice.getByRole('status').filter({ hasText: /Storniert durch Nr\. \d{4}-\d{5}\./ }).textContent();
  const storno = cancelled!.match(/\d{4}-\d{5}/)![0];
  await invoice.locator('.invoice-state').filter({ hasText: 'storniert' }).waitFor();
  await invoice.getByRole('button', { name: storno }).click();
  const cancellation = page.getByRole('region', { name: `Stornorechnung ${storno}` });
  await cancellation.getByText('Falscher Zeitraum').waitFor();
  await cancellation.getByRole('button', { name: number }).waitFor(); // "Storno zu Rechnung" links back
  expect(await cancellation.locator('tfoot').textContent()).toBe('Netto-1.755,00 €USt. 19,00 %-333,45 €Brutto-2.088,45 €');

  const { data } = await s.api.GET('/api/invoices', { params: { query: { year: Number(number.slice(0, 4)) } } });
  expect(data!.items.map((i) => [i.number, i.state, i.typeCode, i.gross]).sort()).toEqual([[number, 'cancelled', '380', '2088.45'], [storno, 'issued', '384', '-2088.45']]);

  // Filtered by a client: Haus Abendrot belongs to none, so its invoices leave the list.
  await s.api.POST('/api/clients', { body: { name: 'Diakonie Filter', city: 'Kiel' } });
  const listed = page.locator('table.invoices tbody tr');
  expect(await listed.count()).toBeGreaterThan(0);
  await pick(page, 'Kunde', 'Diakonie F', 'Diakonie Filter');
  await eventually(async () => (await listed.count()) === 0);
}, 180_000);

test('a payroll run of October with its CSV; the LODAS file refused without DATEV numbers, then run again', async () => {
  await page.goto(`${s.web.url}/#/lohnexport`);
  await page.getByRole('heading', { name: 'Lohnexport', exact: true }).waitFor();
  await page.locator('input[type=month]').fill('2026-10');
  await page.getByRole('button', { name: 'Export erstellen' }).click();
  await page.getByRole('status').filter({ hasText: 'Lauf 1 erstellt.' }).waitFor();
  const runs = page.locator('table.payroll-runs');
  const first = runs.getByRole('row', { name: /Lauf 1/ });
  await first.waitFor(); // the list reloads after the status shows
  expect(await first.locator('td').evaluateAll((tds) => tds.slice(2, 9).map((td) => td.textContent))).toEqual(['1', '40:00', '0:00', '0:00', '0:00', '0:00', '1 / 1']);
  const run = page.getByRole('region', { name: 'Lauf 1' });
  await run.getByRole('row', { name: /Muster, Erika/ }).getByRole('cell', { name: '815', exact: true }).waitFor();
  await run.locator('table.payroll-timesheets').getByRole('cell', { name: 'neu', exact: true }).waitFor();

  const [csv] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('lohnexport-2026-10-lauf-1.csv');
  const text = readFileSync((await csv.path())!, 'utf8');
  const [header, line] = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe('Monat;Lauf;Personalnummer;Name;Mitarbeiter-ID;Stunden gesamt;Grundstunden;Überstunden;Nachtstunden;Sonntagsstunden;Feiertagsstunden;Arbeitstage;Tage mit Verpflegungsmehraufwand');
  expect(line).toBe(`2026-10;1;815;Muster, Erika;${ids.employee};40,00;40,00;0,00;0,00;0,00;0,00;5;5`);

  await first.getByRole('button', { name: 'DATEV LODAS' }).click();
  await page.getByRole('alert').filter({ hasText: 'PAYROLL_SETTINGS_MISSING' }).waitFor();
  await page.getByText('Fehlt: DATEV-Beraternummer; DATEV-Mandantennummer').waitFor();

  const settings = page.getByRole('form', { name: 'Lohnexport-Einstellungen' });
  await settings.getByLabel('DATEV-Beraternummer').fill('1234567');
  await settings.getByLabel('DATEV-Mandantennummer').fill('98765');
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await settings.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await page.getByRole('button', { name: 'Export erstellen' }).click();
  await page.getByRole('status').filter({ hasText: 'Lauf 2 erstellt.' }).waitFor();
  const second = runs.getByRole('row', { name: /Lauf 2/ });
  await second.getByRole('cell', { name: '0 / 1' }).waitFor(); // the same timesheet, unchanged
  await screenshot(page, 'lohnexport');
  const [lodas] = await Promise.all([page.waitForEvent('download'), second.getByRole('button', { name: 'DATEV LODAS' }).click()]);
  const file = readFileSync((await lodas.path())!, 'latin1');
  expect(file).toContain('BeraterNr=1234567\r\nMandantenNr=98765');
  expect(file).toContain('1;01/10/2026;815;1000;1;40,00;');
}, 120_000);
