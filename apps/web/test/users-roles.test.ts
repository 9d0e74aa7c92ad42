/**
 * Benutzer and Rollen in a real browser against the real system: a role is made from the matrix of
 * rights (stored as identity's grants), the Administrator role is shown but not editable; an account
 * is made with that role and linked to an employee with the picker, logs in and sees exactly the
 * views its role opens; a new password set in the form is the one that works; deactivated, it can
 * no longer log in; the role it holds cannot be deleted (the refusal in the office's words).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserSystem, fitsWidth, logIn, pick, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;

beforeAll(async () => {
  s = await startBrowserSystem('web_users_roles');
  await s.api.POST('/api/employees', { body: { firstName: 'Berta', lastName: 'Konto', dateOfBirth: '1990-04-01', entryDate: '2021-01-01', weeklyHours: 30 } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "really delete?"
  await page.goto(`${s.web.url}/#/rollen`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const roleForm = () => page.getByRole('form', { name: /^Rolle / });
const userForm = () => page.getByRole('form', { name: /^Benutzer / });
const right = (area: string, action: string) => roleForm().getByRole('combobox', { name: `${area}: ${action}`, exact: true });
const loginStatus = async (email: string, password: string) =>
  (await fetch(s.system.api('/api/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'web-test' }, body: JSON.stringify({ email, password }) })).status;

test('a role from the matrix of rights: stored as grants per area and scope; the Administrator role is shown, not editable', async () => {
  await page.getByRole('heading', { name: 'Rollen', exact: true }).waitFor();
  expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Benutzer', 'Rollen']));
  await page.getByRole('table').getByRole('button', { name: 'Administrator', exact: true }).click();
  await roleForm().getByText('hat immer alle Rechte').waitFor();
  expect(await right('Rechnungen', 'Löschen').isDisabled()).toBe(true);
  expect(await right('Rechnungen', 'Löschen').inputValue()).toBe('All');

  await page.getByRole('button', { name: 'Neu' }).click();
  await roleForm().locator('#field-name').fill('Abrechnung');
  await roleForm().locator('#field-description').fill('Rechnungen schreiben');
  await right('Rechnungen', 'Lesen').selectOption({ label: 'alle' });
  await right('Rechnungen', 'Anlegen').selectOption({ label: 'alle' });
  await right('Zeitnachweise', 'Lesen').selectOption({ label: 'eigene' });
  await right('Zeitnachweise', 'Ändern').selectOption({ label: 'alle' });
  await roleForm().getByRole('button', { name: 'Speichern' }).click();
  await roleForm().getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const role = (await s.api.GET('/api/roles', { params: { query: { search: 'Abrechnung' } } })).data!.items[0];
  expect(role).toMatchObject({ name: 'Abrechnung', description: 'Rechnungen schreiben', builtIn: null });
  expect(role.permissions).toEqual([
    { module: 'timesheets', actions: ['update'], scope: 'All' },
    { module: 'timesheets', actions: ['read'], scope: 'Own' },
    { module: 'invoices', actions: ['read', 'create'], scope: 'All' },
  ]);
  await page.getByRole('table').getByRole('button', { name: 'Abrechnung', exact: true }).waitFor();
  await screenshot(page, 'rollen');
});

test('an account with that role, linked to an employee: it logs in and sees exactly its views; a new password works; deactivated it cannot log in; its role is not deleted', async () => {
  await page.goto(`${s.web.url}/#/benutzer`);
  await page.getByRole('heading', { name: 'Benutzer', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Neu' }).click();
  const form = userForm();
  await form.locator('#field-displayName').fill('Berta Konto');
  await form.locator('#field-email').fill('berta@example.com');
  await form.locator('#field-password').fill('bertas-first-password');
  await form.getByRole('checkbox', { name: 'Abrechnung' }).check();
  await form.locator('#field-link').selectOption({ label: 'Mitarbeiter/in (Selbstbedienung)' });
  await pick(form, 'Mitarbeiter/in (Selbstbedienung)', 'Kont', 'Konto, Berta');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const user = (await s.api.GET('/api/users', { params: { query: { search: 'berta@' } } })).data!.items[0];
  const role = (await s.api.GET('/api/roles', { params: { query: { search: 'Abrechnung' } } })).data!.items[0];
  const employee = (await s.api.GET('/api/employees', { params: { query: { search: 'Konto' } } })).data!.items[0];
  expect(user).toMatchObject({ displayName: 'Berta Konto', active: true, roleIds: [role.id], employeeId: employee.id, facilityId: null });
  expect(await page.getByRole('row').filter({ hasText: 'berta@example.com' }).innerText()).toMatch(/Abrechnung\s+Aktiv\s+nie/);
  await screenshot(page, 'benutzer');

  // Berta logs in: the office views her role opens (invoices read All), and her self-service.
  const berta = await s.browser.newPage({ viewport: { width: 375, height: 800 }, locale: 'de-DE' });
  await berta.goto(`${s.web.url}/`);
  await logIn(berta, 'berta@example.com', 'bertas-first-password');
  expect(await berta.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Rechnungen', 'Meine Einsätze', 'Meine Verfügbarkeit', 'Meine Zeitnachweise']);
  await berta.close();

  // A new password: the old one no longer works, the new one does.
  await page.getByRole('form', { name: 'Passwort setzen' }).locator('#field-password').fill('bertas-second-password');
  await page.getByRole('form', { name: 'Passwort setzen' }).getByRole('button', { name: 'Passwort setzen' }).click();
  await page.getByRole('form', { name: 'Passwort setzen' }).getByRole('status').filter({ hasText: 'Das Passwort ist gesetzt' }).waitFor();
  expect([await loginStatus('berta@example.com', 'bertas-first-password'), await loginStatus('berta@example.com', 'bertas-second-password')]).toEqual([401, 200]);

  // Deactivated: no login any more; the list says so.
  await form.locator('#field-active').selectOption({ label: 'Inaktiv' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('row').filter({ hasText: 'berta@example.com' }).filter({ hasText: 'Inaktiv' }).waitFor();
  expect(await loginStatus('berta@example.com', 'bertas-second-password')).toBe(401);

  // Her role cannot be deleted while she holds it.
  await page.goto(`${s.web.url}/#/rollen`);
  await page.getByRole('table').getByRole('button', { name: 'Abrechnung', exact: true }).click();
  await roleForm().getByRole('button', { name: 'Löschen' }).click();
  await roleForm().getByRole('alert').filter({ hasText: 'noch Konten zugewiesen' }).waitFor();
  expect((await s.api.GET('/api/roles/{id}', { params: { path: { id: role.id } } })).response.status).toBe(200);
});

test('the user list fits a phone’s 375 px', async () => {
  const phone = await s.browser.newPage({ viewport: { width: 375, height: 800 }, locale: 'de-DE' });
  await phone.goto(`${s.web.url}/#/benutzer`);
  await logIn(phone);
  await phone.getByRole('heading', { name: 'Benutzer', exact: true }).waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await phone.close();
});
