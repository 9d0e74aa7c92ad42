/**
 * The web client in a real browser (Debian's chromium via playwright-core) against the real system
 * (NATS, every service, the gateway) on real sockets, cross-origin as in development: log in, a
 * facility with a field error and then saved, an assignment whose live check shows a warning and is
 * saved over it, a severity changed (through a 412) and its effect seen, reload and stay logged in,
 * English and a tablet width, log out. `WEB_SCREENSHOTS=<dir>` also writes the main screens there.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@cs/service-kit/testing/index';
import { createApiClient, ifMatch, type ApiClient } from '@cs/client';
import { ADMIN, startSystem, type System } from '../../../test/system/start-system';
import { freePort, launchChromium, serveWeb } from './serve-web';
import { pick } from './browser-system';

let system: System;
let web: Awaited<ReturnType<typeof serveWeb>>;
let browser: Browser;
let page: Page;
let api: ApiClient;
const shots = process.env.WEB_SCREENSHOTS;

async function shot(name: string) {
  if (shots) await page.screenshot({ path: path.resolve(shots, `${name}.png`), fullPage: true });
}

function nextMonday() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
/** Read once: both tests must mean the same week, also when a run crosses Sunday midnight (UTC). */
const monday = nextMonday();
const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const port = await freePort();
  system = await startSystem('web_browser', { corsOrigins: `http://127.0.0.1:${port}` });
  web = await serveWeb(port, system.gateway.url);
  const { token } = await system.login();
  api = createApiClient({ baseUrl: system.gateway.url, token: () => token });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await system?.stop();
});

test('an office day in the browser: login, facility, planning with the live check, settings, reload, logout', async () => {
  await page.goto(web.url);
  await page.getByRole('heading', { name: 'Anmelden', exact: true }).waitFor();
  await shot('login');
  // By keyboard: type, Tab to the password, Enter submits.
  await page.getByLabel('E-Mail').focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Einrichtungen' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Einrichtungen', 'Kunden', 'Mitarbeitende', 'Aufträge', 'Planung', 'Dienstplan', 'Zeitnachweise', 'Rechnungen', 'Lohnexport', 'Fristen', 'Papierkorb', 'Protokoll', 'Einstellungen', 'Wertelisten', 'Benutzer', 'Rollen']);

  // A facility: the API's message appears beside the field it names, and nothing typed is lost.
  await nav.getByRole('link', { name: 'Einrichtungen' }).click();
  await page.getByRole('button', { name: 'Neu' }).click();
  await page.getByLabel('Name').fill('Haus im Browser');
  await page.getByLabel('E-Mail').fill('keine-adresse');
  await page.getByLabel('Stundensatz (€)').fill('42.5');
  await page.getByLabel('Nachtzuschlag (%)').fill('25');
  await page.getByRole('button', { name: 'Satz hinzufügen' }).click();
  await page.getByLabel('Qualifikation', { exact: true }).fill('pflegefachkraft');
  await page.getByLabel('Satz (€)', { exact: true }).fill('48.5');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.locator('#field-email ~ .field-error').waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('Haus im Browser');
  await page.getByLabel('E-Mail').fill('haus@example.com');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await page.getByRole('table').getByRole('button', { name: 'Haus im Browser' }).waitFor();
  await shot('einrichtungen');

  // Its record in the Protokoll, one link away (the audit log fills through NATS).
  await page.getByRole('link', { name: 'Protokoll' }).last().click();
  await eventually(async () => {
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    return (await page.getByRole('cell', { name: 'angelegt' }).count()) > 0 || null;
  });
  await shot('protokoll');

  // Two employees and an order next week for that facility (through the typed client).
  const { data: list } = await api.GET('/api/facilities', { params: { query: { search: 'im Browser' } } });
  const facilityId = list!.items[0].id;
  expect(list!.items[0]).toMatchObject({ nightSurchargePercent: 25, nightWindowStart: '23:00', qualificationBillingRates: [{ qualification: 'pflegefachkraft', rate: 48.5 }] });
  const erika = (await api.POST('/api/employees', { body: { firstName: 'Erika', lastName: 'Muster', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40 } })).data!;
  const max = (await api.POST('/api/employees', { body: { firstName: 'Max', lastName: 'Beispiel', dateOfBirth: '1985-09-30', entryDate: '2020-01-01', weeklyHours: 40 } })).data!;
  const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 }; // duties with times: only the contract check speaks
  const order = await eventually(async () => (await api.POST('/api/orders', { body: { facilityId, startDate: monday, endDate: plusDays(monday, 4), headcount: 2, hoursPerDay: 8, shiftPattern: { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } } } })).data ?? null);

  // Planung: the live preview warns (no contract covers the dates); saving needs the acknowledgement.
  await nav.getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus im Browser' }).click();
  await pick(page, 'Mitarbeiter/in', 'Muster', 'Muster, Erika');
  await page.locator('.preview .findings li.warning').waitFor();
  expect(await page.locator('.preview .findings').textContent()).toContain('Warnung');
  const save = page.getByRole('form', { name: 'Einsatz planen' }).getByRole('button', { name: 'Speichern' });
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('Warnungen gelesen, trotzdem speichern').check();
  await shot('planung');
  await save.click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const saved = (await api.GET('/api/assignments', { params: { query: { employeeId: erika.id } } })).data!;
  expect(saved.items.map((a) => a.startDate)).toEqual([monday]);

  // Einstellungen: contract coverage becomes an Error — through a 412 (someone saved meanwhile).
  await nav.getByRole('link', { name: 'Einstellungen' }).click();
  const coverage = page.getByLabel('Vertragsdeckung');
  await coverage.waitFor();
  const current = (await api.GET('/api/settings/assignment-validation')).data!;
  const { version, updatedAt, ...severities } = current;
  void updatedAt;
  await api.PUT('/api/settings/assignment-validation', { params: { header: { 'if-match': ifMatch(version) } }, body: severities });
  await coverage.selectOption('Error');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await coverage.inputValue()).toBe('Error');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await shot('einstellungen');
  expect((await api.GET('/api/settings/assignment-validation')).data!.contractCoverage).toBe('Error');

  // The effect: the same plan for the next employee is now blocked by an error.
  await nav.getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus im Browser' }).click();
  await pick(page, 'Mitarbeiter/in', 'Beisp', 'Beispiel, Max');
  await page.locator('.preview .findings li.error').waitFor();
  await page.getByText('Fehler verhindern das Speichern.').waitFor();
  expect(await save.isDisabled()).toBe(true);

  // A contract for the facility (entered beside it) clears the finding: the plan saves without one.
  await nav.getByRole('link', { name: 'Einrichtungen' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus im Browser' }).click();
  const contractForm = page.getByRole('form', { name: 'Verträge Neu' });
  await contractForm.getByLabel('Nummer').fill('V-2026-1');
  await contractForm.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('cell', { name: 'V-2026-1' }).waitFor();
  // The contract reaches staffing's replica through NATS; the live check asked before that would still find none.
  const maxsPlan = { orderId: order.id, employeeId: max.id, startDate: monday, endDate: plusDays(monday, 4) };
  await eventually(async () => ((await api.GET('/api/assignments/check', { params: { query: maxsPlan } })).data?.findings.length === 0 ? true : null));
  await nav.getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus im Browser' }).click();
  await pick(page, 'Mitarbeiter/in', 'Beisp', 'Beispiel, Max');
  await page.getByText('Keine Befunde – kann gespeichert werden.').waitFor();
  await save.click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await page.locator('.board').getByRole('cell', { name: '2/2' }).first().waitFor();

  // Reload: still logged in (silent refresh from the HttpOnly cookie); log out: the login again.
  await page.reload();
  await nav.getByRole('link', { name: 'Planung' }).waitFor();
  expect(await page.evaluate(() => document.cookie)).toBe(''); // the refresh token is not readable by script

  // English one click away; on a tablet (820 px) nothing sticks out sideways.
  await page.getByRole('button', { name: 'English' }).click();
  await nav.getByRole('link', { name: 'Facilities' }).click();
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('heading', { name: 'Facilities', exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot('tablet-facilities');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('heading', { name: 'Anmelden', exact: true }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Anmelden', exact: true }).waitFor();
}, 180_000); // one long walk through the client on a shared machine

test('an employee sees only the self-service view: own assignments and own distances', async () => {
  const { data: employees } = await api.GET('/api/employees', { params: { query: { search: 'Muster' } } });
  const erika = employees!.items[0];
  const { data: roles } = await api.GET('/api/roles', { params: { query: { pageSize: 100 } } });
  const selfService = roles!.items.find((r) => r.name === 'Mitarbeiter (Self-Service)')!;
  const credentials = { email: 'erika@example.com', password: 'erika-long-password' };
  // The user can be linked once identity's employee replica knows Erika (through NATS).
  await eventually(async () =>
    (await api.POST('/api/users', { body: { ...credentials, displayName: 'Erika Muster', employeeId: erika.id, roleIds: [selfService.id] } })).data ?? null,
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const own = await context.newPage();
  await own.goto(web.url);
  await own.getByLabel('E-Mail').fill(credentials.email);
  await own.getByLabel('Passwort').fill(credentials.password);
  await own.getByRole('button', { name: 'Anmelden' }).click();
  await own.getByRole('heading', { name: 'Meine Einsätze', exact: true }).waitFor();
  expect(await own.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Meine Einsätze', 'Meine Verfügbarkeit', 'Meine Zeitnachweise']);
  await own.getByRole('cell', { name: monday }).waitFor(); // her assignment from the first test
  await context.close();
}, 120_000);
