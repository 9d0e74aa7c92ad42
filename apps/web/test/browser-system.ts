/**
 * The real system, the built web client and chromium for one browser test file (as
 * office-in-a-browser.test.ts wires them), plus the helpers the files share.
 */
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { createApiClient } from '@cs/client';
import { ADMIN, startSystem } from '../../../test/system/start-system';
import { freePort, launchChromium, serveWeb } from './serve-web';

export { ADMIN };

export async function startBrowserSystem(label: string) {
  const port = await freePort();
  const system = await startSystem(label, { corsOrigins: `http://127.0.0.1:${port}` });
  const web = await serveWeb(port, system.gateway.url);
  const { token } = await system.login();
  const api = createApiClient({ baseUrl: system.gateway.url, token: () => token });
  const browser: Browser = await launchChromium();
  return {
    system,
    web,
    api,
    browser,
    async stop() {
      await browser.close();
      await web.stop();
      await system.stop();
    },
  };
}
export type BrowserSystem = Awaited<ReturnType<typeof startBrowserSystem>>;

/** Logs in on the login form (any view's hash stays as it is). */
export async function logIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.getByRole('heading', { name: 'Anmelden', exact: true }).or(page.getByRole('heading', { name: 'Log in', exact: true })).waitFor();
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.locator('form.login button[type=submit]').click();
  await page.getByRole('navigation').getByRole('link').first().waitFor();
}

export async function screenshot(page: Page, name: string) {
  const dir = process.env.WEB_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.resolve(dir, `${name}.png`), fullPage: true });
}

/** One part of a page (a long page's section) as the screenshot. */
export async function screenshotOf(part: Locator, name: string) {
  const dir = process.env.WEB_SCREENSHOTS;
  if (dir) await part.screenshot({ path: path.resolve(dir, `${name}.png`) });
}

export function nextMonday() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
export const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/** Nothing sticks out sideways: the page is no wider than the window. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Chooses a record in a picker (ui/RecordPicker.tsx) as a user does: types part of its name, clicks the match. */
export async function pick(scope: Page | Locator, label: string, typed: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await scope.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true }).click();
}
