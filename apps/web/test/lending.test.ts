/**
 * The lending law (AÜG) in a real browser against the real system: a client's own limits need their
 * note; Fristen lists the deadlines as the API answers them (kind in words, date, days left or
 * "überschritten", months and days lent; what counts on opening a row), by window, client and
 * employee; an employee's page shows her clock per client and her earlier periods, recorded, edited
 * through a 412 and deleted — an overlap and an unknown client refused in words; Fristen fits 375 px.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, fitsWidth, logIn, nextMonday, pick, plusDays, screenshot, screenshotOf, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const today = Temporal.Now.plainDateISO('Europe/Berlin');
const monday = nextMonday();
const ids = { nord: '', sued: '', erika: '', ben: '' };
const de = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

async function lendFrom(facilityId: string, employeeId: string, weeks: number) {
  const shift = { start: '06:00', end: '14:30', breakMinutes: 30 };
  const pattern = { weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } };
  const endDate = plusDays(monday, weeks * 7 - 3);
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId, startDate: monday, endDate, headcount: 1, shiftPattern: pattern } })).data);
  const saved = await s.api.POST('/api/assignments', { body: { employeeId, orderId: order.id, startDate: monday, endDate } });
  if (!saved.data) throw new Error(JSON.stringify(saved.error));
}

async function facility(name: string, clientId: string) {
  const f = (await s.api.POST('/api/facilities', { body: { name, city: 'Hamburg', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0, clientId } })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: f.id, number: `V-${name}`, status: 'Active', validFrom: today.subtract({ years: 3 }).toString() } });
  return f.id;
}

beforeAll(async () => {
  s = await startBrowserSystem('web_lending');
  ids.nord = (await s.api.POST('/api/clients', { body: { name: 'Diakonie Nord', city: 'Hamburg' } })).data!.id;
  ids.sued = (await s.api.POST('/api/clients', { body: { name: 'Pflege Süd AG', city: 'München' } })).data!.id;
  const lindenhof = await facility('Haus Lindenhof', ids.nord);
  const birke = await facility('Haus Birke', ids.sued);
  const person = { dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40 };
  ids.erika = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Erika', lastName: 'Muster' } })).data!.id;
  ids.ben = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Ben', lastName: 'Beispiel' } })).data!.id;
  // Assignments first (the lending checks judge them without history), then the earlier periods.
  await eventually(async () => (await lendFrom(lindenhof, ids.erika, 6), true));
  await eventually(async () => (await lendFrom(birke, ids.ben, 2), true));
  const history = (employeeId: string, clientId: string, from: Temporal.PlainDate) =>
    eventually(async () => (await s.api.POST('/api/employees/{id}/lending-history', { params: { path: { id: employeeId } }, body: { clientId, from: from.toString(), to: today.subtract({ days: 1 }).toString(), source: 'otherAgency' } })).data ?? null);
  await history(ids.erika, ids.nord, today.subtract({ months: 9 }).add({ days: 20 })); // equal pay in about 20 days
  await history(ids.ben, ids.sued, today.subtract({ months: 19 })); // beyond 18 months, and lent on
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${s.web.url}/#/kunden`);
  await logIn(page);
}, 240_000);

afterAll(async () => void (await s?.stop()));

test('a client’s own limits: a longer maximum needs its note; saved and listed', async () => {
  await page.getByRole('table').getByRole('button', { name: 'Diakonie Nord' }).click();
  const form = page.getByRole('form', { name: /^Kunde / });
  await form.getByLabel(/^Höchstüberlassungsdauer \(Monate\)/).fill('24');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.locator('#field-maxLendingMonthsNote ~ .field-error').waitFor();
  await form.getByLabel(/^Grundlage der längeren Höchstdauer/).fill('TV Zeitarbeit Pflege §4');
  await form.getByLabel(/^Equal Pay nach/).fill('16');
  await form.getByLabel(/^Grundlage des späteren Equal Pay/).fill('Branchenzuschlag');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.locator('#field-equalPayMonths ~ .field-error').waitFor(); // 16 is beyond the law's 15
  await form.getByLabel(/^Equal Pay nach/).fill('');
  await form.getByLabel(/^Grundlage des späteren Equal Pay/).fill('');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const { data: stored } = await s.api.GET('/api/clients/{id}', { params: { path: { id: ids.nord } } });
  expect([stored!.maxLendingMonths, stored!.maxLendingMonthsNote, stored!.equalPayMonths, stored!.equalPayNote]).toEqual([24, 'TV Zeitarbeit Pflege §4', null, null]);
  await page.getByRole('row').filter({ hasText: 'Diakonie Nord' }).getByRole('cell', { name: '24', exact: true }).waitFor();
}, 120_000);

test('Fristen: the deadlines as the API answers them, in words; a row opens to what counts; filters by window and client', async () => {
  const api = (await s.api.GET('/api/lending-deadlines', { params: { query: { within: 30 } } })).data!;
  expect(api.items.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('navigation').getByRole('link', { name: 'Fristen' }).click();
  await page.getByRole('heading', { name: 'Fristen', exact: true }).waitFor();
  const rows = page.locator('table.deadlines tbody tr');
  await rows.filter({ hasText: 'Muster, Erika' }).waitFor();
  for (const d of api.items) {
    const row = rows.filter({ hasText: `${d.employee.lastName}, ${d.employee.firstName}` }).filter({ hasText: d.clock.client.name! });
    const kind = d.deadline.kind === 'equalPay' ? 'Equal Pay ab' : 'Höchstüberlassungsdauer endet';
    const left = d.deadline.passed ? 'überschritten' : d.deadline.daysFromToday === 0 ? 'heute' : `noch ${d.deadline.daysFromToday} Tage`;
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(2, 6)).toEqual([kind, `${de(d.deadline.date)}${d.deadline.projected ? '\nrechnerisch' : ''}`, left, `${d.clock.lentAsOf.months} Monate, ${d.clock.lentAsOf.days} Tage`]);
  }
  const erika = api.items.find((d) => d.employee.id === ids.erika)!;
  expect(erika.deadline.kind).toBe('equalPay');
  const ben = api.items.find((d) => d.employee.id === ids.ben)!;
  expect(ben.deadline.passed).toBe(true);
  await rows.filter({ hasText: 'Beispiel, Ben' }).getByRole('cell', { name: 'überschritten' }).waitFor();

  await rows.filter({ hasText: 'Muster, Erika' }).getByRole('button', { name: 'Einzelheiten' }).click();
  const facts = page.locator('table.deadlines dl.facts');
  const periods = erika.clock.countingPeriods.map((r) => `${de(r.from)}–${de(r.to)}`).join(', ');
  await facts.getByText(periods, { exact: true }).waitFor();
  expect(await facts.innerText()).toContain('Letzter Neubeginn');
  await screenshot(page, 'fristen');

  await pick(page, 'Kunde', 'Pflege', 'Pflege Süd AG');
  await eventually(async () => ((await rows.filter({ hasText: 'Muster, Erika' }).count()) === 0 && (await rows.count()) >= 1) || null);
  await page.getByRole('combobox', { name: 'Kunde', exact: true }).fill('');
  await page.getByRole('combobox', { name: 'Kunde', exact: true }).blur();
  await rows.filter({ hasText: 'Muster, Erika' }).waitFor();
  await page.getByLabel('Fälligkeit in den nächsten').selectOption({ label: '90 Tagen' });
  const wider = (await s.api.GET('/api/lending-deadlines', { params: { query: { within: 90 } } })).data!;
  const names = wider.items.map((d) => `${d.employee.lastName}, ${d.employee.firstName}`);
  const shown = () => rows.filter({ has: page.getByRole('button', { name: 'Einzelheiten' }) }).locator('td:first-child').allInnerTexts();
  await eventually(async () => {
    if (JSON.stringify(await shown()) !== JSON.stringify(names)) throw new Error(`shown ${JSON.stringify(await shown())}, API ${JSON.stringify(names)}`);
    return true;
  });
}, 120_000);

test('her page: the clock per client, the earlier periods recorded, edited through a 412 and deleted; overlap and unknown client in words', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Muster, Erika' }).click();
  const clock = page.getByRole('region', { name: 'Überlassungsdauer je Kunde' });
  const nord = clock.getByRole('region', { name: 'Diakonie Nord' });
  const api = (await s.api.GET('/api/employees/{id}/lending', { params: { path: { id: ids.erika }, query: {} } })).data!.clients[0];
  await nord.getByText(`${api.lentAsOf.months} Monate, ${api.lentAsOf.days} Tage`, { exact: true }).waitFor();
  expect(await nord.innerText()).toMatch(new RegExp(`Equal Pay ab\\s+${de(api.equalPayFrom).replaceAll('.', '\\.')}`));
  expect(await nord.innerText()).toContain(`24 Monate (TV Zeitarbeit Pflege §4)`);
  await nord.getByText('Einzelheiten').click();
  await nord.getByText('andere Agentur', { exact: false }).waitFor();

  const history = page.getByRole('region', { name: 'Frühere Überlassungen und Anstellungen' });
  const form = history.getByRole('form');
  const earlier = { from: today.subtract({ years: 3 }).toString(), to: today.subtract({ years: 2 }).toString() };
  await pick(history, 'Kunde', 'Süd', 'Pflege Süd AG, München');
  await form.locator('#field-from').fill(earlier.from);
  await form.locator('#field-to').fill(earlier.to);
  await form.getByLabel('Herkunft').selectOption({ label: 'beim Kunden angestellt' });
  await form.getByLabel('Notiz').fill('Pflegehelferin, unbefristet');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const row = history.getByRole('row').filter({ hasText: 'Pflegehelferin, unbefristet' });
  await row.getByRole('cell', { name: 'beim Kunden angestellt' }).waitFor();

  // The same client and kind again, overlapping: refused in words.
  await pick(history, 'Kunde', 'Süd', 'Pflege Süd AG, München');
  await form.getByLabel('Herkunft').selectOption({ label: 'beim Kunden angestellt' });
  await form.locator('#field-from').fill(plusDays(earlier.to, -10));
  await form.locator('#field-to').fill(plusDays(earlier.to, 10));
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('alert').filter({ hasText: 'überschneidet sich mit einem schon erfassten Zeitraum' }).waitFor();

  // A client that went to the trash after it was picked: refused in words.
  const gone = (await s.api.POST('/api/clients', { body: { name: 'Abgang GmbH' } })).data!;
  await pick(history, 'Kunde', 'Abgang', 'Abgang GmbH');
  await form.locator('#field-from').fill(plusDays(earlier.from, -400));
  await form.locator('#field-to').fill(plusDays(earlier.from, -300));
  await s.api.DELETE('/api/clients/{id}', { params: { path: { id: gone.id } } });
  // Until staffing has heard of the trash, a period for another employee would still be taken: wait for the 404.
  const probe = { clientId: gone.id, from: '2015-01-01', to: '2015-01-31', source: 'otherAgency' as const };
  await eventually(async () => {
    const r = await s.api.POST('/api/employees/{id}/lending-history', { params: { path: { id: ids.ben } }, body: probe });
    if (r.data) await s.api.DELETE('/api/employees/{id}/lending-history/{periodId}', { params: { path: { id: ids.ben, periodId: r.data.id } } });
    return r.response.status === 404 || null;
  });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('alert').filter({ hasText: 'Diesen Kunden gibt es nicht (mehr)' }).waitFor();

  // Edited through a 412: someone changed the note meanwhile; the dates typed here stay.
  await row.getByRole('button', { name: 'Pflege Süd AG' }).click();
  const period = (await s.api.GET('/api/employees/{id}/lending-history', { params: { path: { id: ids.erika }, query: {} } })).data!.items.find((p) => p.source === 'employedByClient')!;
  await s.api.PUT('/api/employees/{id}/lending-history/{periodId}', { params: { path: { id: ids.erika, periodId: period.id } }, body: { clientId: ids.sued, from: period.from, to: period.to, source: 'employedByClient', note: 'Pflegehelferin (Büro)' } });
  await form.locator('#field-to').fill(plusDays(earlier.to, -1));
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await form.getByLabel('Notiz').inputValue()).toBe('Pflegehelferin (Büro)');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const edited = (await s.api.GET('/api/employees/{id}/lending-history/{periodId}', { params: { path: { id: ids.erika, periodId: period.id } } })).data!;
  expect([edited.to, edited.note]).toEqual([plusDays(earlier.to, -1), 'Pflegehelferin (Büro)']);
  expect(await fitsWidth(page)).toBe(true);
  await screenshotOf(page.locator('div.lending'), 'mitarbeitende-ueberlassung');

  await form.getByRole('button', { name: 'Löschen' }).click();
  await form.getByRole('status').filter({ hasText: 'Zeitraum gelöscht.' }).waitFor();
  await history.getByRole('row').filter({ hasText: 'Pflegehelferin' }).waitFor({ state: 'detached' });
}, 180_000);

test('Fristen fits a 375 px phone', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'de-DE', isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${s.web.url}/#/fristen`);
  await logIn(phone);
  await phone.locator('table.deadlines tbody tr').first().waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await screenshot(phone, 'fristen-375');
  await context.close();
}, 120_000);
