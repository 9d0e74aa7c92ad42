/**
 * The whole chain of issue 26 in a real browser against the real system, each step by the person
 * who takes it: the office plans a Monday duty at Haus Morgenrot (through the API, as the planning
 * views are tested elsewhere); the employee enters what she worked on her phone and submits; the
 * ward office of Haus Morgenrot confirms it in the facility portal; the office drafts the week's
 * invoice, issues it and downloads its PDF, XRechnung and ZUGFeRD files, whose contents are checked.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { eventually } from '@cs/service-kit/testing/index';
import { shortDay } from '../src/dates';
import { ADMIN, type BrowserSystem, logIn, pick, plusDays, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
const today = Temporal.Now.plainDateISO('Europe/Berlin');
const monday = today.subtract({ days: today.dayOfWeek - 1 }).toString();
const sunday = plusDays(monday, 6);
const employee = { email: 'clara@example.com', password: 'clara-long-password' };
const ward = { email: 'station@morgenrot.example', password: 'ward-office-password' };
const seller = {
  name: 'Pflegeteam Nord GmbH', street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg', vatId: 'DE123456789', iban: 'DE89 3704 0044 0532 0130 00',
  phone: '040 123456', email: 'rechnung@pflegeteam.example', paymentTermsDays: 14, vatPercent: 19,
};

async function roleId(builtIn: string) {
  const roles = (await s.api.GET('/api/roles', { params: { query: { pageSize: 100 } } })).data!;
  return roles.items.find((r) => r.builtIn === builtIn)!.id;
}

beforeAll(async () => {
  s = await startBrowserSystem('web_billing_chain');
  expect((await s.api.PUT('/api/settings/invoice-seller', { body: seller })).response.status).toBe(200);
  const facility = (await s.api.POST('/api/facilities', {
    body: { name: 'Haus Morgenrot', street: 'Lindenweg 3', postalCode: '22041', city: 'Hamburg', email: 'verwaltung@morgenrot.example', billingRate: 42.5, travelCostMode: 'Pauschale', travelCostRate: 20, travelCostPerKm: 0 },
  })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-7', status: 'Active', validFrom: '2020-01-01' } });
  const clara = (await s.api.POST('/api/employees', { body: { firstName: 'Clara', lastName: 'Kette', dateOfBirth: '1988-03-02', entryDate: '2020-01-01', weeklyHours: 40 } })).data!;
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: monday, endDate: monday, shiftStart: '06:00', shiftEnd: '14:00', headcount: 1 } })).data ?? null);
  await s.api.POST('/api/assignments', { body: { orderId: order.id, employeeId: clara.id, startDate: monday, endDate: monday, acknowledgement: {} } });
  await eventually(async () => (await s.api.POST('/api/users', { body: { ...employee, displayName: 'Clara Kette', employeeId: clara.id, roleIds: [await roleId('employee')] } })).data ?? null);
  await eventually(async () => (await s.api.POST('/api/users', { body: { ...ward, displayName: 'Station Morgenrot', facilityId: facility.id, roleIds: [await roleId('facility')] } })).data ?? null);
}, 240_000);

afterAll(async () => void (await s?.stop()));

async function pageAs(browser: Browser, hash: string, who: { email: string; password: string }, phone = false): Promise<Page> {
  const context = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${s.web.url}/#/${hash}`);
  await logIn(page, who.email, who.password);
  return page;
}

test('planned → worked and entered on the phone → confirmed by the home → invoiced, issued and downloaded', async () => {
  const phone = await pageAs(s.browser, 'meine-zeitnachweise', employee, true);
  await phone.getByRole('heading', { name: 'Meine Zeitnachweise', exact: true }).waitFor();
  const duty = phone.getByRole('group', { name: shortDay(monday, 'de'), exact: true });
  await duty.getByLabel('Beginn').fill('06:00');
  await duty.getByLabel('Ende').fill('15:00');
  await duty.getByLabel('Pause (min)').fill('30');
  await phone.getByRole('button', { name: 'Einreichen' }).click();
  await phone.getByRole('status').filter({ hasText: 'Eingereicht.' }).waitFor();
  await phone.context().close();

  const home = await pageAs(s.browser, 'leistungsnachweise', ward);
  await home.getByRole('heading', { name: 'Leistungsnachweise', exact: true }).waitFor();
  await home.locator('section > table tbody tr').getByRole('button', { name: 'Kette, Clara' }).click();
  const sheet = home.getByRole('article', { name: 'Kette, Clara' });
  await sheet.getByRole('button', { name: 'Bestätigen' }).click();
  await sheet.getByText('Bestätigt von Station Morgenrot').waitFor();
  await home.context().close();

  const office = await pageAs(s.browser, 'rechnungen', ADMIN);
  await office.getByRole('button', { name: 'Neue Rechnung' }).click();
  const form = office.getByRole('form', { name: 'Neue Rechnung' });
  await pick(form, 'Einrichtung', 'Morgen', 'Haus Morgenrot');
  await form.locator('#field-periodStart').fill(monday);
  await form.locator('#field-periodEnd').fill(sunday);
  await form.getByRole('button', { name: 'Entwurf anlegen' }).click();
  const draft = office.getByRole('region', { name: 'Rechnung Entwurf' });
  // 06:00–15:00 less 30 min = 8.5 h × 42,50 € = 361,25 €; one day's flat travel cost 20,00 €
  expect(await draft.locator('tfoot').textContent()).toBe('Netto381,25 €USt. 19,00 %72,44 €Brutto453,69 €');
  await draft.getByRole('button', { name: 'Ausstellen' }).click();
  const issued = await office.getByRole('status').filter({ hasText: /Ausgestellt als Nr\. \d{4}-\d{5}\./ }).textContent();
  const number = issued!.match(/\d{4}-\d{5}/)![0];
  const invoice = office.getByRole('region', { name: `Rechnung ${number}` });

  const download = async (button: string) => {
    const [file] = await Promise.all([office.waitForEvent('download'), invoice.getByRole('button', { name: button, exact: true }).click()]);
    return readFileSync((await file.path())!);
  };
  const pdf = await download('PDF');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const ubl = (await download('XRechnung (UBL)')).toString('utf8');
  expect(ubl).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(ubl).toMatch(/<cbc:PayableAmount currencyID="EUR">453.69<\/cbc:PayableAmount>/);
  const cii = (await download('XRechnung (CII)')).toString('utf8');
  expect(cii).toContain(number);
  expect(cii).toMatch(/<ram:DuePayableAmount>453.69<\/ram:DuePayableAmount>/);
  const zugferd = await download('ZUGFeRD');
  expect(zugferd.subarray(0, 5).toString()).toBe('%PDF-');
  expect(zugferd.includes(Buffer.from('factur-x.xml'))).toBe(true);
  await office.context().close();
}, 240_000);
