/**
 * The ward office in a real browser against the real system (docs/billing.md, "Who confirms"): a
 * user with the role Einrichtung linked to Haus Linde logs in, sees this week's timesheets of Haus
 * Linde only (not Haus Eiche's), opens the submitted one (each duty planned against worked) and
 * confirms it; the office's API then reads it confirmed by that user. The week navigation: the
 * previous week has no timesheets and no orders, this week lists Haus Linde's order with who comes.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const PASSWORD = 'ward-office-password';
const today = Temporal.Now.plainDateISO('Europe/Berlin');
const monday = today.subtract({ days: today.dayOfWeek - 1 });
const ids = { linde: '', sheet: '', user: '' };

/** A facility with a contract and this week's order, one employee assigned, the timesheet made and submitted. */
async function submittedSheet(name: string, lastName: string) {
  const facility = (await s.api.POST('/api/facilities', { body: { name, city: 'Berlin', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 } })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: `V-${name}`, status: 'Active', validFrom: '2020-01-01' } });
  const body = { facilityId: facility.id, startDate: monday.toString(), endDate: monday.add({ days: 6 }).toString(), shiftStart: '06:00', shiftEnd: '14:00', headcount: 1 };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body })).data ?? null);
  const employee = (await s.api.POST('/api/employees', { body: { firstName: 'Anna', lastName, entryDate: '2020-01-01', weeklyHours: 40, dateOfBirth: '1990-01-01' } })).data!;
  const assignment = (await s.api.POST('/api/assignments', { body: { orderId: order.id, employeeId: employee.id, startDate: order.startDate, endDate: order.endDate } })).data!;
  const list = (await s.api.GET('/api/timesheets', { params: { query: { employeeId: employee.id } } })).data!;
  const sheet = list.items.find((t) => t.assignmentId === assignment.id)!;
  await s.api.POST('/api/timesheets/{id}/submit', { params: { path: { id: sheet.id } } });
  return { facility, sheet };
}

beforeAll(async () => {
  s = await startBrowserSystem('web_facility_portal');
  const linde = await submittedSheet('Haus Linde', 'Lindner');
  await submittedSheet('Haus Eiche', 'Eichner');
  ids.linde = linde.facility.id;
  ids.sheet = linde.sheet.id;
  const roles = (await s.api.GET('/api/roles', { params: { query: { pageSize: 100 } } })).data!;
  const role = roles.items.find((r) => r.builtIn === 'facility')!;
  const body = { email: 'station@linde.example', displayName: 'Station 2 Linde', password: PASSWORD, roleIds: [role.id], facilityId: linde.facility.id };
  ids.user = (await eventually(async () => (await s.api.POST('/api/users', { body })).data ?? null)).id;
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await page.goto(s.web.url);
  await logIn(page, 'station@linde.example', PASSWORD);
}, 240_000);

afterAll(async () => void (await s?.stop()));

test('the ward office sees only its facility’s submitted timesheet, opens it and confirms it', async () => {
  await page.getByRole('heading', { name: 'Leistungsnachweise', exact: true }).waitFor();
  const rows = page.locator('section > table tbody tr');
  await rows.filter({ hasText: 'Lindner, Anna' }).waitFor();
  expect(await rows.count()).toBe(1);
  expect(await page.getByText('Eichner').count()).toBe(0);
  await rows.getByRole('cell', { name: 'eingereicht' }).waitFor();

  await rows.getByRole('button', { name: 'Lindner, Anna' }).click();
  const sheet = page.getByRole('article', { name: 'Lindner, Anna' });
  await sheet.getByRole('row').filter({ hasText: monday.toString() }).filter({ hasText: '06:00–14:00 (' }).first().waitFor();
  await sheet.getByRole('button', { name: 'Bestätigen' }).click();
  await sheet.getByRole('status').filter({ hasText: 'Bestätigt.' }).waitFor();
  await sheet.getByText('Bestätigt von Station 2 Linde').waitFor();
  await rows.getByRole('cell', { name: 'bestätigt' }).waitFor();

  const { data } = await s.api.GET('/api/timesheets/{id}', { params: { path: { id: ids.sheet } } });
  expect(data).toMatchObject({ state: 'confirmed', confirmed: { by: { userId: ids.user, name: 'Station 2 Linde' } } });
}, 120_000);

test('week navigation: the previous week is empty; this week shows the order and who comes', async () => {
  const orders = page.getByRole('region', { name: 'Aufträge der Woche und wer kommt' });
  const order = orders.getByRole('article');
  await order.getByText('Lindner, Anna').waitFor();
  expect(await order.count()).toBe(1);
  expect(await order.textContent()).toContain('Dienst 06:00–14:00 · 1 / 1');
  expect(await orders.getByText('Eichner').count()).toBe(0);

  await page.getByRole('button', { name: 'Vorige Woche' }).click();
  await page.getByText('Keine Leistungsnachweise in dieser Woche.').waitFor();
  await orders.getByText('Keine Aufträge in dieser Woche.').waitFor();
  expect(await page.locator('input[type=week]').inputValue()).toBe(`${monday.subtract({ days: 7 }).yearOfWeek}-W${String(monday.subtract({ days: 7 }).weekOfYear).padStart(2, '0')}`);

  await page.getByRole('button', { name: 'Diese Woche' }).click();
  await page.locator('section > table tbody tr').filter({ hasText: 'Lindner, Anna' }).waitFor();
  await order.getByText('Lindner, Anna').waitFor();
}, 60_000);
