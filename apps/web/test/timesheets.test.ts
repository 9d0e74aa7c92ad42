/**
 * Zeitnachweise in a real browser against the real system (this week's timesheets, made on the
 * first read): the office enters an end before the start (the API's message beside that field,
 * nothing saved), then a long Monday through a 412 (typed times kept, someone else's comment taken
 * over), sees the working-time finding, submits and confirms; an employee on a 390 × 844 phone
 * enters a night duty's times and submits. The API's state is asserted afterwards.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { Temporal } from 'temporal-polyfill';
import { eventually } from '@cs/service-kit/testing/index';
import { ifMatch } from '@cs/client';
import { shortDay } from '../src/dates';
import { type BrowserSystem, fitsWidth, logIn, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
const today = Temporal.Now.plainDateISO('Europe/Berlin');
const monday = today.subtract({ days: today.dayOfWeek - 1 }).toString();
const week = `${today.yearOfWeek}-W${String(today.weekOfYear).padStart(2, '0')}`;
const ids = { erika: '', ben: '' };
const person = { dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40 };
const weekdays = (shift: { start: string; end: string; breakMinutes: number }) => ({ weekdays: { mon: shift, tue: shift, wed: shift, thu: shift, fri: shift } });

async function assign(facilityId: string, employeeId: string, shift: { start: string; end: string; breakMinutes: number }) {
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId, startDate: monday, endDate: plusDays(monday, 4), headcount: 1, shiftPattern: weekdays(shift) } })).data);
  await s.api.POST('/api/assignments', { body: { employeeId, orderId: order.id, startDate: monday, endDate: plusDays(monday, 4), acknowledgement: {} } });
}
const sheetOf = async (employeeId: string) => {
  const { items } = (await s.api.GET('/api/timesheets', { params: { query: { week, employeeId } } })).data!;
  return (await s.api.GET('/api/timesheets/{id}', { params: { path: { id: items[0].id } } })).data!;
};

beforeAll(async () => {
  s = await startBrowserSystem('web_timesheets');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Sonne', city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-1', status: 'Active', validFrom: plusDays(monday, -30) } });
  ids.erika = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Erika', lastName: 'Muster' } })).data!.id;
  ids.ben = (await s.api.POST('/api/employees', { body: { ...person, firstName: 'Ben', lastName: 'Beispiel' } })).data!.id;
  await assign(facility.id, ids.erika, { start: '06:00', end: '14:30', breakMinutes: 30 });
  await assign(facility.id, ids.ben, { start: '22:00', end: '06:00', breakMinutes: 30 });
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

test('the office: a bad end shown beside it; a long Monday through a 412; its finding; submitted and confirmed', async () => {
  const page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await page.goto(`${s.web.url}/#/zeitnachweise`);
  await logIn(page);
  await page.getByRole('heading', { name: 'Zeitnachweise', exact: true }).waitFor();
  expect(await page.locator('input[type=week]').inputValue()).toBe(week); // this week first
  const list = page.locator('table.timesheets');
  await list.getByRole('button', { name: 'Beispiel, Ben' }).waitFor();
  await list.getByRole('button', { name: 'Muster, Erika' }).click();
  const sheet = page.getByRole('region', { name: 'Zeitnachweis' });
  const [mon, tue, wed] = [0, 1, 2].map((n) => shortDay(plusDays(monday, n), 'de'));

  // Tuesday ending before it starts: the API's message beside Tuesday's end, nothing saved.
  const tuesdayEnd = sheet.getByLabel(`Ende (Ist) ${tue}`, { exact: true });
  await tuesdayEnd.fill(`${plusDays(monday, 1)}T05:00`);
  await sheet.getByRole('button', { name: 'Speichern' }).click();
  const message = tuesdayEnd.locator('xpath=..').locator('.field-error'); // in the same cell
  await message.waitFor();
  expect(await message.textContent()).toMatch(/\S/);
  expect(await tuesdayEnd.getAttribute('aria-invalid')).toBe('true');
  expect((await sheetOf(ids.erika)).version).toBe(1);
  await sheet.getByRole('button', { name: `Wie geplant ${tue}` }).click();
  expect(await tuesdayEnd.inputValue()).toBe(`${plusDays(monday, 1)}T14:30`);

  // Monday 06:00–18:00 with 45 min; meanwhile someone notes a comment on Wednesday (412).
  await sheet.getByLabel(`Ende (Ist) ${mon}`, { exact: true }).fill(`${monday}T18:00`);
  await sheet.getByLabel(`Pause (min) ${mon}`, { exact: true }).fill('45');
  const read = await sheetOf(ids.erika);
  const wednesday = { date: plusDays(monday, 2), position: 0, actualStart: null, actualEnd: null, actualBreakMinutes: null, comment: 'Übergabe länger' };
  await s.api.PUT('/api/timesheets/{id}', { params: { path: { id: read.id }, header: { 'if-match': ifMatch(read.version) } }, body: { rows: [wednesday] } });
  await sheet.getByRole('button', { name: 'Speichern' }).click();
  await sheet.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await sheet.getByLabel(`Ende (Ist) ${mon}`, { exact: true }).inputValue()).toBe(`${monday}T18:00`);
  expect(await sheet.getByLabel(`Kommentar ${wed}`, { exact: true }).inputValue()).toBe('Übergabe länger');
  await sheet.getByRole('button', { name: 'Speichern' }).click();
  await sheet.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await sheet.locator('.findings').getByText('DAILY_HOURS_EXCEEDED').waitFor();
  await sheet.getByRole('row', { name: new RegExp(mon) }).getByRole('cell', { name: '11:15' }).waitFor();
  expect(await sheet.locator('.table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true); // no sideways scrolling at 1280 px
  await screenshot(page, 'zeitnachweise');

  await sheet.getByRole('button', { name: 'Einreichen' }).click();
  await sheet.getByRole('status').filter({ hasText: 'Eingereicht.' }).waitFor();
  await sheet.getByRole('button', { name: 'Bestätigen' }).click();
  await sheet.getByRole('status').filter({ hasText: 'Bestätigt.' }).waitFor();
  await list.getByRole('row', { name: /Muster, Erika/ }).getByText('bestätigt').waitFor();

  const stored = await sheetOf(ids.erika);
  expect(stored).toMatchObject({ state: 'confirmed', confirmed: { by: { name: expect.any(String) } }, totalNetMinutes: 40 * 60 + 195 });
  expect(stored.rows.slice(0, 3).map((r) => [r.actualStart, r.actualEnd, r.actualBreakMinutes, r.actualEntered, r.comment])).toEqual([
    [`${monday}T06:00`, `${monday}T18:00`, 45, true, null],
    [`${plusDays(monday, 1)}T06:00`, `${plusDays(monday, 1)}T14:30`, 30, false, null],
    [`${plusDays(monday, 2)}T06:00`, `${plusDays(monday, 2)}T14:30`, 30, false, 'Übergabe länger'],
  ]);
  expect(stored.findings.map((f) => f.code)).toContain('DAILY_HOURS_EXCEEDED');
  await page.close();
}, 120_000);

test('an employee on a 390 × 844 phone enters a night duty’s times and submits', async () => {
  const { data: roles } = await s.api.GET('/api/roles', { params: { query: { pageSize: 100 } } });
  const selfService = roles!.items.find((r) => r.name === 'Mitarbeiter (Self-Service)')!;
  const credentials = { email: 'ben@example.com', password: 'ben-long-password' };
  await eventually(async () => (await s.api.POST('/api/users', { body: { ...credentials, displayName: 'Ben Beispiel', employeeId: ids.ben, roleIds: [selfService.id] } })).data ?? null);
  const context = await s.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${s.web.url}/#/meine-zeitnachweise`);
  await logIn(phone, credentials.email, credentials.password);
  await phone.getByRole('heading', { name: 'Meine Zeitnachweise', exact: true }).waitFor();

  const monday22 = phone.getByRole('group', { name: shortDay(monday, 'de'), exact: true });
  await monday22.getByLabel('Beginn').fill('21:45');
  await monday22.getByLabel('Ende').fill('06:30');
  await monday22.getByLabel('Pause (min)').fill('30');
  await monday22.getByText('Ende am nächsten Tag').waitFor();
  await monday22.getByLabel('Kommentar').fill('Übergabe an den Frühdienst');
  const box = await monday22.getByLabel('Ende').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44); // a thumb's target
  expect(await fitsWidth(phone)).toBe(true);
  await screenshot(phone, 'zeitnachweise-390');
  await phone.getByRole('button', { name: 'Einreichen' }).click();
  await phone.getByRole('status').filter({ hasText: 'Eingereicht.' }).waitFor();
  expect(await fitsWidth(phone)).toBe(true);

  const stored = await sheetOf(ids.ben);
  expect(stored).toMatchObject({ state: 'submitted', submitted: { by: { name: 'Ben Beispiel' } } });
  expect(stored.rows[0]).toMatchObject({ actualStart: `${monday}T21:45`, actualEnd: `${plusDays(monday, 1)}T06:30`, actualBreakMinutes: 30, netMinutes: 495, comment: 'Übergabe an den Frühdienst' });
  await context.close();
}, 120_000);
