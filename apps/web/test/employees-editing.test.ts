/**
 * Mitarbeitende edited in a real browser against the real system: every field through a 412 (the
 * user's input stays, a field changed meanwhile by someone else is taken over), an exitDate before
 * planned duties shows the re-checked assignment with its finding (also in her standing conflicts beside
 * the form), an employee with an assignment
 * cannot be deleted (the problem is shown), a new one is entered, moved to the trash and restored from
 * the Papierkorb; a role without `employees: delete` sees no delete button.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ifMatch } from '@cs/client';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, nextMonday, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const monday = nextMonday();
const ids = { erika: '', ben: '' };

beforeAll(async () => {
  s = await startBrowserSystem('web_employees');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Austritt', city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-1', status: 'Active', validFrom: plusDays(monday, -30) } });
  const erika = (await s.api.POST('/api/employees', { body: { firstName: 'Erika', lastName: 'Muster', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40, city: 'Berlin' } })).data!;
  ids.erika = erika.id;
  const shift = { start: '06:00', end: '14:30', breakMinutes: 30 };
  const pattern = { weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } };
  // staffing learns the facility through NATS: the order is accepted once it knows it
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: monday, endDate: plusDays(monday, 4), headcount: 1, shiftPattern: pattern } })).data);
  await s.api.POST('/api/assignments', { body: { employeeId: erika.id, orderId: order.id, startDate: monday, endDate: plusDays(monday, 4) } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "really move to the trash?"
  await page.goto(`${s.web.url}/#/mitarbeitende`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const getEmployee = async (id: string) => (await s.api.GET('/api/employees/{id}', { params: { path: { id } } })).data!;

async function openEmployee(name: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende' }).click();
  await page.getByRole('table').getByRole('button', { name }).click();
  const form = page.getByRole('form', { name: 'Mitarbeiter/in Bearbeiten' });
  await form.getByRole('heading', { name: `Bearbeiten: ${name}` }).waitFor();
  return form;
}

test('every field edited and saved through a 412: the typed input stays, a field changed meanwhile is taken over', async () => {
  const form = await openEmployee('Muster, Erika');
  expect(await form.getByLabel('Geburtsdatum').inputValue()).toBe('1990-04-12');
  expect(await form.getByLabel('Ort').inputValue()).toBe('Berlin');
  await form.getByLabel('Ort').fill('Potsdam');
  await form.getByLabel('Straße').fill('Lindenallee 3');
  await form.getByLabel('PLZ').fill('14467');
  await form.getByLabel('E-Mail').fill('erika@example.com');
  await form.getByLabel('Nachname').fill('Muster-Berg');
  await form.getByRole('checkbox', { name: 'Pflegefachkraft' }).check();

  // Someone else gives her a phone number meanwhile: 412; her input stays, the phone is taken over.
  const current = await getEmployee(ids.erika);
  const { id: _i, version, createdAt: _c, updatedAt: _u, ...fields } = current;
  await s.api.PUT('/api/employees/{id}', { params: { path: { id: ids.erika }, header: { 'if-match': ifMatch(version) } }, body: { ...fields, phone: '030 1234' } });
  const save = form.getByRole('button', { name: 'Speichern' });
  await save.click();
  await form.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await form.getByLabel('Ort').inputValue()).toBe('Potsdam');
  expect(await form.getByLabel('Telefon').inputValue()).toBe('030 1234');
  expect(await form.getByRole('checkbox', { name: 'Pflegefachkraft' }).isChecked()).toBe(true);
  await save.click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();

  const saved = await getEmployee(ids.erika);
  expect(saved).toMatchObject({
    firstName: 'Erika', lastName: 'Muster-Berg', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', exitDate: null, weeklyHours: 40,
    street: 'Lindenallee 3', postalCode: '14467', city: 'Potsdam', phone: '030 1234', email: 'erika@example.com', qualifications: ['pflegefachkraft'], active: true,
  });
  // The qualifications changed: her planned assignment was re-checked and has nothing to report.
  await form.getByText('Geplante Einsätze erneut geprüft: keine Befunde.').waitFor();
}, 120_000);

test('an exitDate before planned duties: the affected assignment with its finding, as the API reports it', async () => {
  const form = await openEmployee('Muster-Berg, Erika');
  await form.getByLabel('Austritt').fill(plusDays(monday, 1)); // Wednesday to Friday lie after it
  await form.getByLabel('Wochenstunden').fill('38.5');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const affected = form.getByRole('region', { name: 'Betroffene geplante Einsätze' });
  const row = affected.getByRole('row', { name: /Haus Austritt/ });
  await row.locator('.findings li', { hasText: 'OUTSIDE_EMPLOYMENT' }).waitFor();
  expect(await row.getByRole('cell').nth(1).textContent()).toBe(monday);
  await screenshot(page, 'mitarbeitende');

  expect(await getEmployee(ids.erika)).toMatchObject({ exitDate: plusDays(monday, 1), weeklyHours: 38.5 });
  const conflicts = (await s.api.GET('/api/employees/{id}/conflicts', { params: { path: { id: ids.erika } } })).data!;
  const shown = await row.locator('.findings li code').allTextContents();
  expect(shown).toEqual(conflicts.items[0].findings.map((f) => f.code));
  expect(shown).toContain('OUTSIDE_EMPLOYMENT');
  // The employee's standing conflicts beside the form, read again for the saved version: the same.
  const standing = page.getByRole('region', { name: 'Geplante Einsätze mit Befunden' }).getByRole('row', { name: /Haus Austritt/ });
  await standing.locator('.findings li', { hasText: 'OUTSIDE_EMPLOYMENT' }).waitFor();
  expect(await standing.locator('.findings li code').allTextContents()).toEqual(shown);

  // She has an assignment: moving her to the trash is refused, and the form says why.
  await form.getByRole('button', { name: 'Löschen' }).click();
  await form.getByRole('alert').filter({ hasText: 'EMPLOYEE_IN_USE' }).waitFor();
  expect((await s.api.GET('/api/employees/{id}', { params: { path: { id: ids.erika } } })).response.status).toBe(200);

  // Her record's Protokoll, one link away from the form (the audit log fills through NATS).
  await form.getByRole('link', { name: 'Protokoll' }).click();
  expect(page.url()).toContain(`#/protokoll/employee/${ids.erika}`);
  await eventually(async () => {
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    return (await page.getByRole('cell', { name: 'angelegt' }).count()) > 0 || null;
  });
}, 120_000);

test('a new employee entered, then moved to the trash and restored from the Papierkorb', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende' }).click();
  await page.getByRole('button', { name: 'Neu' }).click();
  const created = page.getByRole('form', { name: 'Mitarbeiter/in Neu' });
  await created.getByLabel('Vorname').fill('Ben');
  await created.getByLabel('Nachname').fill('Löschbar');
  await created.getByLabel('Eintritt').fill('2021-05-01');
  await created.getByLabel('Wochenstunden').fill(''); // none agreed
  await created.getByRole('checkbox', { name: 'Pflegehelfer/in' }).check();
  await created.getByRole('button', { name: 'Speichern' }).click();
  const form = page.getByRole('form', { name: 'Mitarbeiter/in Bearbeiten' }); // the new one, now edited in place
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const [ben] = (await s.api.GET('/api/employees', { params: { query: { search: 'Löschbar' } } })).data!.items;
  expect(ben).toMatchObject({ firstName: 'Ben', lastName: 'Löschbar', entryDate: '2021-05-01', weeklyHours: null, qualifications: ['pflegehelfer'], city: null });
  ids.ben = ben.id;

  await form.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('status').filter({ hasText: 'In den Papierkorb verschoben.' }).waitFor();
  // The list reloads after the notice: wait for the row to go (a timeout fails the test).
  await page.getByRole('table').getByRole('button', { name: 'Löschbar, Ben' }).waitFor({ state: 'detached' });
  expect((await s.api.GET('/api/employees/{id}', { params: { path: { id: ids.ben } } })).response.status).toBe(404);

  // The trash fills through NATS (audit): open the Papierkorb once the item is there.
  await eventually(async () => (await s.api.GET('/api/trash', { params: { query: { pageSize: 100 } } })).data!.items.some((i) => i.id === ids.ben));
  await page.getByRole('navigation').getByRole('link', { name: 'Papierkorb' }).click();
  const item = page.getByRole('row', { name: /Löschbar, Ben/ });
  expect(await item.getByRole('cell').first().textContent()).toBe('Mitarbeitende');
  await item.getByRole('button', { name: 'Wiederherstellen' }).click();
  await eventually(async () => (await s.api.GET('/api/employees/{id}', { params: { path: { id: ids.ben } } })).response.status === 200);
  await openEmployee('Löschbar, Ben');
}, 120_000);

test('without employees: delete (and create) the form has no delete (and no new) button', async () => {
  const role = (await s.api.POST('/api/roles', {
    body: { name: 'Personalpflege', permissions: [{ module: 'employees', actions: ['read', 'update'], scope: 'All' }, { module: 'valueLists', actions: ['read'], scope: 'All' }] },
  })).data!;
  const credentials = { email: 'personal@example.com', password: 'personal-long-password' };
  await s.api.POST('/api/users', { body: { ...credentials, displayName: 'Petra Personal', roleIds: [role.id] } });
  const own = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await own.goto(`${s.web.url}/#/mitarbeitende`);
  await logIn(own, credentials.email, credentials.password);
  await own.getByRole('table').getByRole('button', { name: 'Löschbar, Ben' }).click();
  const form = own.getByRole('form', { name: 'Mitarbeiter/in Bearbeiten' });
  await form.getByRole('button', { name: 'Speichern' }).waitFor();
  expect(await form.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
  expect(await own.getByRole('button', { name: 'Neu' }).count()).toBe(0);
  await own.close();
}, 120_000);
