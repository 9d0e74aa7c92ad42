/**
 * In a real browser against the real system: a session that ends while working (the user's
 * password reset by an administrator: access token and refresh refused) leads to the login and back
 * to the same view; English leaves no German label on any view; the keyboard reaches the views;
 * at 1280 px and on a tablet (768 px) no main view sticks out sideways.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createApiClient } from '@cs/client';
import { eventually } from '@cs/service-kit/testing/index';
import { de } from '../src/i18n-de';
import { en } from '../src/i18n-en';
import { type BrowserSystem, fitsWidth, logIn, nextMonday, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
const monday = nextMonday();
const views = ['einrichtungen', 'kunden', 'mitarbeitende', 'auftraege', 'planung', 'dienstplan', 'zeitnachweise', 'rechnungen', 'lohnexport', 'fristen', 'papierkorb', 'protokoll', 'einstellungen'];

beforeAll(async () => {
  s = await startBrowserSystem('web_session');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Breite', city: 'Köln', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!;
  const employee = (await s.api.POST('/api/employees', { body: { firstName: 'Max', lastName: 'Beispiel', dateOfBirth: '1985-09-30', entryDate: '2020-01-01', weeklyHours: 30 } })).data!;
  const shift = { start: '06:00', end: '14:30', breakMinutes: 30 };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: monday, endDate: plusDays(monday, 4), headcount: 1, shiftPattern: { weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } } } })).data);
  await s.api.POST('/api/assignments', { body: { employeeId: employee.id, orderId: order.id, startDate: monday, endDate: plusDays(monday, 4) } });
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

/** Each main view, with its panel open where it has one (a facility, an order on the board, an employee). */
async function visitEach(page: Page, onView: (view: string) => Promise<void>) {
  for (const view of views) {
    await page.goto(`${page.url().split('#')[0]}#/${view}`);
    await page.locator('main h1').waitFor();
    if (view === 'einrichtungen') await page.getByRole('table').getByRole('button', { name: 'Haus Breite' }).click();
    if (view === 'mitarbeitende') await page.getByRole('button', { name: 'Beispiel, Max' }).click();
    if (view === 'auftraege') await page.getByRole('table').getByRole('button', { name: 'Haus Breite' }).click();
    if (view === 'planung') {
      await page.locator('.board').getByRole('button', { name: 'Haus Breite' }).click();
      await page.locator('.card table .findings').first().waitFor(); // the assignment's findings (no contract, 40 of 30 h)
      await page.locator('.card table').getByRole('button').first().click(); // the duty editor
      await page.locator('.preview h3').waitFor();
    }
    if (view === 'dienstplan') await page.locator('table.roster tbody tr').first().waitFor();
    if (view === 'einstellungen') await page.locator('table.rules tbody tr').first().waitFor();
    await onView(view);
  }
}

test('a session ended while working: the next action shows the login, and after it the same view', async () => {
  const credentials = { email: 'disponent@example.com', password: 'disponent-long-password' };
  const roles = (await s.api.GET('/api/roles', { params: { query: { pageSize: 100 } } })).data!.items;
  const planner = roles.find((r) => r.name === 'Disponent')!;
  const user = (await s.api.POST('/api/users', { body: { ...credentials, displayName: 'Paula Plan', roleIds: [planner.id] } })).data!;
  const page = await s.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${s.web.url}/#/mitarbeitende`);
  await logIn(page, credentials.email, credentials.password);
  await page.getByRole('heading', { name: 'Mitarbeitende', exact: true }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Aufträge' }).click();
  await page.getByRole('heading', { name: 'Aufträge', exact: true }).waitFor();

  // Another token of hers, from before: once the gateway refuses it, the browser's is refused too.
  const before = await s.system.login(credentials.email, credentials.password);
  const old = createApiClient({ baseUrl: s.system.gateway.url, token: () => before.token });
  const newPassword = 'a-brand-new-long-password';
  expect((await s.api.POST('/api/users/{id}/password', { params: { path: { id: user.id } }, body: { password: newPassword } })).response.status).toBe(204);
  await eventually(async () => (await old.GET('/api/auth/me')).response.status === 401);

  await page.getByRole('button', { name: 'Neu' }).click(); // the next action: the form needs the facilities
  await page.getByRole('heading', { name: 'Anmelden', exact: true }).waitFor();
  await page.getByText('Die Sitzung ist abgelaufen').waitFor();
  expect(page.url()).toContain('#/auftraege');
  await logIn(page, credentials.email, newPassword);
  await page.getByRole('heading', { name: 'Aufträge', exact: true }).waitFor();
  await page.close();
}, 120_000);

test('English: no German label remains on any view, and the keyboard reaches the views', async () => {
  const page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  await page.goto(s.web.url);
  await logIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort()); // no key without its English label
  // German labels that are not English words too (e.g. "Name", "Status" are both).
  const english = new Set(Object.values(en));
  // Value-list labels are data, shown as the API has them in either language ("Nicht verfügbar", an
  // absence type): a German label found inside one is not looked for.
  const lists = await Promise.all(['qualifications', 'absenceTypes', 'crmStatus'].map((key) => s.api.GET('/api/value-lists/{key}', { params: { path: { key } } })));
  const data = lists.flatMap(({ data: list }) => list!.items.map((entry) => entry.label));
  const german = Object.entries(de)
    .filter(([key, text]) => en[key as keyof typeof en] !== text && !english.has(text) && !data.some((label) => label.includes(text)))
    .map(([, text]) => text);
  const pattern = (text: string) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  const expectNoGerman = async (view: string) => {
    // German law citations (legal sources) are marked lang="de" and stay German; the rest is compared.
    const text = await page.evaluate(() => {
      const cited = [...document.querySelectorAll<HTMLElement>('body [lang="de"]')];
      for (const el of cited) el.style.display = 'none';
      const shown = document.body.innerText;
      for (const el of cited) el.style.display = '';
      return shown;
    });
    const left = german.filter((g) => pattern(g).test(text));
    expect({ view, left }).toEqual({ view, left: [] });
  };
  await visitEach(page, expectNoGerman);
  await screenshot(page, 'planung-english');

  // Keyboard: from the first link, Tab reaches the next ones; Enter opens the view.
  const nav = page.getByRole('navigation');
  await nav.getByRole('link').first().focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // Clients, Employees, Orders, Planning
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Planning');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Planning', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
  await expectNoGerman('login');
  await page.close();
}, 180_000);

test.each([1280, 768])('at %i px no main view sticks out sideways', async (width) => {
  const page = await s.browser.newPage({ viewport: { width, height: 1000 }, locale: 'de-DE' });
  await page.goto(s.web.url);
  await logIn(page);
  const wide: string[] = [];
  await visitEach(page, async (view) => {
    if (!(await fitsWidth(page))) wide.push(view);
    if (width === 768 && view === 'planung') await screenshot(page, 'tablet-planung');
  });
  expect(wide).toEqual([]);
  await page.close();
}, 180_000);
