/**
 * The Dienstplan, clients' wishes and availability in a real browser against the real system: the
 * week grid shows duties, absences, availability and hours and filters by qualification and
 * postal-code area; a facility's block (reason required) and preference are recorded from the
 * employee's and the facility's page and deleted again; an employee states her availability on a
 * 375 px phone, through a 412 when the office changed a day meanwhile.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually } from '@cs/service-kit/testing/index';
import { shortDay } from '../src/dates';
import { type BrowserSystem, fitsWidth, logIn, nextMonday, pick, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const monday = nextMonday();
const ids = { erika: '', ben: '', facility: '' };

beforeAll(async () => {
  s = await startBrowserSystem('web_roster');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Lindenhof', city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!;
  ids.facility = facility.id;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-1', status: 'Active', validFrom: plusDays(monday, -30) } });
  const person = { dateOfBirth: '1990-04-12', entryDate: '2020-01-01' };
  ids.erika = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Erika', lastName: 'Muster', weeklyHours: 40, postalCode: '10115', city: 'Berlin', qualifications: ['pflegefachkraft'] } })).data!.id;
  ids.ben = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Ben', lastName: 'Beispiel', weeklyHours: 20, postalCode: '80331', city: 'München', qualifications: ['pflegehelfer'] } })).data!.id;
  const shift = { start: '06:00', end: '14:30', breakMinutes: 30 };
  const pattern = { weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: monday, endDate: plusDays(monday, 4), headcount: 1, requiredQualification: 'pflegefachkraft', shiftPattern: pattern } })).data);
  await s.api.POST('/api/assignments', { body: { employeeId: ids.erika, orderId: order.id, startDate: monday, endDate: plusDays(monday, 2) } });
  await s.api.POST('/api/absences', { body: { employeeId: ids.ben, type: 'vacation', startDate: plusDays(monday, 3), endDate: plusDays(monday, 4) } });
  await s.api.PUT('/api/employees/{id}/availability', { params: { path: { id: ids.ben } }, body: { days: [{ date: monday, status: 'unavailable', note: 'Arzttermin' }] } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "delete this wish for good?"
  await page.goto(`${s.web.url}/#/dienstplan`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const rowOf = (name: string) => page.locator('table.roster tbody tr').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const rowNames = () => page.locator('table.roster tbody th[scope=row]').evaluateAll((ths) => ths.map((th) => th.firstChild?.textContent));

test('Dienstplan: duties, absences, availability and hours per employee and day; filters by qualification and postal-code area', async () => {
  await page.getByRole('heading', { name: 'Dienstplan', exact: true }).waitFor();
  expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toContain('Dienstplan');
  await page.getByLabel('von').fill(monday);
  const erika = rowOf('Muster, Erika');
  await erika.getByRole('cell', { name: '24 / 40 Std.' }).waitFor();
  const cells = erika.locator('td.cell');
  expect(await cells.nth(0).innerText()).toMatch(/Haus Lindenhof\s*06:00–14:30/);
  expect(await cells.nth(2).innerText()).toMatch(/Haus Lindenhof/);
  expect(await cells.nth(3).innerText()).toBe('frei');
  const ben = rowOf('Beispiel, Ben').locator('td.cell');
  expect(await ben.nth(0).innerText()).toBe('nicht verfügbar: Arzttermin');
  expect(await ben.nth(1).innerText()).toBe('frei');
  expect(await ben.nth(3).innerText()).toBe('Urlaub');
  expect(await rowOf('Beispiel, Ben').locator('td.hours').innerText()).toBe('0 / 20 Std.');
  await screenshot(page, 'dienstplan');

  await page.getByLabel('Qualifikation').selectOption({ label: 'Pflegehelfer/in' });
  await eventually(async () => JSON.stringify(await rowNames()) === JSON.stringify(['Beispiel, Ben']) || null);
  await page.getByLabel('Qualifikation').selectOption({ label: 'alle' });
  await page.getByLabel('PLZ-Bereich').fill('10');
  await eventually(async () => JSON.stringify(await rowNames()) === JSON.stringify(['Muster, Erika']) || null);
  await page.getByLabel('PLZ-Bereich').fill('1x');
  await page.locator('.toolbar .field-error').filter({ hasText: 'must be 1 to 5 digits' }).waitFor();
  await page.getByLabel('PLZ-Bereich').fill('');
  await eventually(async () => (await rowNames()).length === 2 || null);
  // The week after: her assignment has ended, both are free all week.
  await page.getByRole('button', { name: 'Woche →' }).click();
  await rowOf('Muster, Erika').getByRole('cell', { name: '0 / 40 Std.' }).waitFor();
}, 120_000);

test('a facility blocks an employee (reason required) from her page and prefers another from its own page; a wish is deleted', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Muster, Erika' }).click();
  const wishes = page.getByRole('region', { name: 'Wünsche der Einrichtungen' });
  await wishes.getByText('Keine Wünsche erfasst.').waitFor();
  await pick(wishes, 'Einrichtungen', 'Linden', 'Haus Lindenhof, Berlin');
  await wishes.locator('#field-preference').selectOption({ label: 'gesperrt' });
  await wishes.getByRole('button', { name: 'Wunsch erfassen' }).click();
  await wishes.locator('#field-reason ~ .field-error').filter({ hasText: 'is required' }).waitFor();
  await wishes.getByLabel('Grund (Pflicht)').fill('Beschwerde der Wohnbereichsleitung');
  await wishes.getByRole('button', { name: 'Wunsch erfassen' }).click();
  await wishes.locator('table').first().getByRole('cell', { name: 'Beschwerde der Wohnbereichsleitung' }).waitFor();
  // She is planned there next week: the block answers that assignment, re-checked, with the block's Error.
  const affected = wishes.getByRole('region', { name: 'Betroffene geplante Einsätze' });
  await affected.getByRole('cell', { name: 'Haus Lindenhof', exact: true }).waitFor();
  expect(await affected.innerText()).toContain('FACILITY_BLOCKED_EMPLOYEE');
  await page.getByRole('heading', { name: 'Verfügbarkeit', exact: true }).waitFor(); // the office's view of her days, beside
  expect(await fitsWidth(page)).toBe(true);
  await screenshot(page, 'mitarbeitende-wuensche');

  await page.getByRole('navigation').getByRole('link', { name: 'Einrichtungen' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus Lindenhof' }).click();
  const atFacility = page.getByRole('region', { name: 'Wünsche der Einrichtungen' });
  const blocked = atFacility.getByRole('row').filter({ hasText: 'Muster, Erika' });
  await blocked.getByRole('cell', { name: 'gesperrt' }).waitFor();
  await pick(atFacility, 'Mitarbeiter/in', 'Beisp', 'Beispiel, Ben');
  await atFacility.getByRole('button', { name: 'Wunsch erfassen' }).click();
  await atFacility.getByRole('row').filter({ hasText: 'Beispiel, Ben' }).getByRole('cell', { name: 'Wunschkraft' }).waitFor();
  await blocked.getByRole('button', { name: 'Löschen' }).click();
  await atFacility.getByRole('status').filter({ hasText: 'Wunsch gelöscht.' }).waitFor();
  await blocked.waitFor({ state: 'detached' });

  const stored = (await s.api.GET('/api/employee-facility-preferences', { params: { query: { facilityId: ids.facility } } })).data!.items;
  expect(stored.map((w) => [w.employeeName, w.preference, w.reason])).toEqual([['Beispiel, Ben', 'preferred', null]]);
}, 120_000);

test('an employee states her availability on a 375 px phone; a day the office changed meanwhile gives a clear 412, saving again wins', async () => {
  const { data: roles } = await s.api.GET('/api/roles', { params: { query: { pageSize: 100 } } });
  const selfService = roles!.items.find((r) => r.name === 'Mitarbeiter (Self-Service)')!;
  const credentials = { email: 'ben@example.com', password: 'ben-long-password' };
  await eventually(async () => (await s.api.POST('/api/users', { body: { ...credentials, displayName: 'Ben Beispiel', employeeId: ids.ben, roleIds: [selfService.id] } })).data ?? null);
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${s.web.url}/#/verfuegbarkeit`);
  await logIn(phone, credentials.email, credentials.password);
  await phone.getByRole('heading', { name: 'Meine Verfügbarkeit', exact: true }).waitFor();
  expect(await phone.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Meine Einsätze', 'Meine Verfügbarkeit', 'Meine Zeitnachweise']);

  const day = (date: string) => phone.getByRole('group', { name: shortDay(date, 'de'), exact: true });
  const mon = day(monday);
  expect(await mon.getByLabel('Status').inputValue()).toBe('unavailable');
  expect(await mon.getByLabel('Notiz').inputValue()).toBe('Arzttermin');
  const tuesday = day(plusDays(monday, 1));
  await tuesday.getByLabel('Status').selectOption({ label: 'lieber nicht' });
  await tuesday.getByLabel('Früh').check();
  await tuesday.getByLabel('Spät').check();
  await tuesday.getByLabel('Notiz').fill('Kita schließt früh');
  await mon.getByLabel('Status').selectOption({ label: 'verfügbar' });
  await mon.getByLabel('Nacht').check();
  expect(await fitsWidth(phone)).toBe(true);
  await screenshot(phone, 'verfuegbarkeit-375');

  // Meanwhile the office moves her appointment: her copy of Monday is stale.
  await s.api.PUT('/api/employees/{id}/availability', { params: { path: { id: ids.ben } }, body: { days: [{ date: monday, status: 'unavailable', note: 'Arzttermin verschoben' }] } });
  const save = phone.getByRole('button', { name: 'Speichern' });
  await save.click();
  await phone.getByRole('status').filter({ hasText: 'inzwischen an einem dieser Tage geändert' }).waitFor();
  expect(await mon.getByLabel('Status').inputValue()).toBe('available'); // her changes are kept
  expect(await tuesday.getByLabel('Notiz').inputValue()).toBe('Kita schließt früh');
  await save.click();
  await phone.getByRole('status').filter({ hasText: 'Verfügbarkeit gespeichert.' }).waitFor();

  const stored = (await s.api.GET('/api/employees/{id}/availability', { params: { path: { id: ids.ben }, query: { from: monday, to: plusDays(monday, 1) } } })).data!.days;
  expect(stored.map((d) => [d.date, d.status, d.shifts, d.note, d.updatedBy.name])).toEqual([
    [monday, 'available', ['night'], 'Arzttermin verschoben', 'Ben Beispiel'],
    [plusDays(monday, 1), 'preferNot', ['early', 'late'], 'Kita schließt früh', 'Ben Beispiel'],
  ]);
  await context.close();
}, 120_000);

test('an office reader sees an employee’s availability but cannot change it (no update permission)', async () => {
  const role = (await s.api.POST('/api/roles', { body: { name: 'Disposition (lesend)', description: null, permissions: [{ module: 'employees', actions: ['read'], scope: 'All' }, { module: 'availability', actions: ['read'], scope: 'All' }] } })).data!;
  const credentials = { email: 'leser@example.com', password: 'leser-long-password' };
  await eventually(async () => (await s.api.POST('/api/users', { body: { ...credentials, displayName: 'Lea Leser', roleIds: [role.id] } })).data ?? null);
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const reader = await context.newPage();
  await reader.goto(`${s.web.url}/#/mitarbeitende`);
  await logIn(reader, credentials.email, credentials.password);
  await reader.getByRole('table').getByRole('button', { name: 'Beispiel, Ben' }).click();
  const days = reader.locator('section.availability');
  await days.getByRole('heading', { name: 'Verfügbarkeit', exact: true }).waitFor();
  const mon = days.getByRole('group', { name: shortDay(monday, 'de'), exact: true });
  await mon.getByLabel('Status').waitFor();
  expect(await mon.getByLabel('Status').isDisabled()).toBe(true);
  expect(await days.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
  await context.close();
}, 120_000);
