/**
 * Wertelisten in a real browser against the real system: a qualification is added with its rank and
 * offered to employees at once; its label is changed through a 412 (what was typed stays, the other
 * change is loaded); deactivated, it is no longer offered but stays on the list; an absence type in
 * use is refused deletion with the count of absences, in words; an unused one is deleted.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserSystem, fitsWidth, logIn, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;

beforeAll(async () => {
  s = await startBrowserSystem('web_value_lists');
  const anna = (await s.api.POST('/api/employees', { body: { firstName: 'Anna', lastName: 'Liste', dateOfBirth: '1985-02-01', entryDate: '2020-01-01', weeklyHours: 38.5 } })).data!;
  await s.api.POST('/api/absences', { body: { employeeId: anna.id, type: 'training', startDate: '2027-03-01', endDate: '2027-03-03' } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "really delete?"
  await page.goto(`${s.web.url}/#/wertelisten`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const entryForm = () => page.getByRole('form', { name: /^Eintrag / });
const entry = async (key: 'qualifications' | 'absenceTypes', code: string) =>
  (await s.api.GET('/api/value-lists/{key}', { params: { path: { key }, query: { includeInactive: true } } })).data!.items.find((e) => e.code === code);
const offered = async () => (await s.api.GET('/api/value-lists/{key}', { params: { path: { key: 'qualifications' } } })).data!.items.map((e) => e.code);

test('a qualification added with its rank, renamed through a 412, deactivated: no longer offered, still listed', async () => {
  await page.getByRole('heading', { name: 'Wertelisten', exact: true }).waitFor();
  await page.getByRole('table').getByRole('button', { name: 'Pflegefachkraft', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Neu' }).click();
  await entryForm().locator('#field-code').fill('wundexperte');
  await entryForm().locator('#field-label').fill('Wundexperte/in');
  await entryForm().locator('#field-rank').fill('3');
  await entryForm().getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Wundexperte/in', exact: true }).waitFor();
  expect(await entry('qualifications', 'wundexperte')).toMatchObject({ label: 'Wundexperte/in', rank: 3, active: true });
  expect(await offered()).toContain('wundexperte');

  // Someone else moves it meanwhile; this user renames it.
  const before = (await entry('qualifications', 'wundexperte'))!;
  await s.api.PUT('/api/value-lists/{key}/entries/{code}', { params: { path: { key: 'qualifications', code: 'wundexperte' } }, body: { label: 'Wundexperte/in', active: true, sortOrder: 5, rank: 3 } });
  await entryForm().locator('#field-label').fill('Wundexpert/in (ICW)');
  await entryForm().getByRole('button', { name: 'Speichern' }).click();
  await entryForm().getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await entryForm().locator('#field-label').inputValue()).toBe('Wundexpert/in (ICW)');
  expect(await entryForm().locator('#field-sortOrder').inputValue()).toBe('5');
  await entryForm().locator('#field-active').selectOption({ label: 'Inaktiv' });
  await entryForm().getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('row').filter({ hasText: 'Wundexpert/in (ICW)' }).filter({ hasText: 'Inaktiv' }).waitFor();
  expect(await entry('qualifications', 'wundexperte')).toMatchObject({ label: 'Wundexpert/in (ICW)', sortOrder: 5, active: false, version: before.version + 2 });
  expect(await offered()).not.toContain('wundexperte');
  await screenshot(page, 'wertelisten');
});

test('an absence type in use is refused deletion with the count, in words; an unused one is deleted', async () => {
  await page.getByRole('combobox', { name: 'Liste' }).selectOption({ label: 'Abwesenheitsarten' });
  await page.getByRole('table').getByRole('button', { name: 'Fortbildung', exact: true }).click();
  await entryForm().getByRole('button', { name: 'Löschen' }).click();
  await entryForm().getByRole('alert').filter({ hasText: 'wird verwendet (Abwesenheiten: 1)' }).waitFor();
  expect(await entry('absenceTypes', 'training')).toBeDefined();

  await page.getByRole('table').getByRole('button', { name: 'Nicht verfügbar', exact: true }).click();
  await entryForm().getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('status').filter({ hasText: 'Der Eintrag ist gelöscht.' }).waitFor();
  expect(await entry('absenceTypes', 'unavailable')).toBeUndefined();
  expect(await page.getByRole('table').getByRole('button', { name: 'Nicht verfügbar', exact: true }).count()).toBe(0);
});

test('the lists fit a phone’s 375 px', async () => {
  const phone = await s.browser.newPage({ viewport: { width: 375, height: 800 }, locale: 'de-DE' });
  await phone.goto(`${s.web.url}/#/wertelisten`);
  await logIn(phone);
  await phone.getByRole('heading', { name: 'Wertelisten', exact: true }).waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await phone.close();
});
