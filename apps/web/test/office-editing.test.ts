/**
 * Editing in a real browser against the real system: an assignment's duties on the planning board
 * (a day off, a second shift, a break; the findings again; errors block, warnings need the
 * acknowledgement; a 412 kept the input), per-rule severities in Einstellungen (through a 412, with
 * the effect on the board), and orders (shift pattern with an exception), contracts and absences
 * edited and moved to the trash.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ifMatch } from '@cs/client';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, nextMonday, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const monday = nextMonday();
const ids = { facility: '', employee: '', order: '', assignment: '' };
const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };

beforeAll(async () => {
  s = await startBrowserSystem('web_editing');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Dienstplan', city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!;
  ids.facility = facility.id;
  const employee = (await s.api.POST('/api/employees', { body: { firstName: 'Erika', lastName: 'Muster', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40 } })).data!;
  ids.employee = employee.id;
  await s.api.POST('/api/contracts', { body: { facilityId: facility.id, number: 'V-1', status: 'Active', validFrom: plusDays(monday, -30) } });
  // staffing learns the facility through NATS: the order is accepted once it knows it
  const pattern = { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, startDate: monday, endDate: plusDays(monday, 4), headcount: 1, shiftPattern: pattern } })).data);
  ids.order = order.id;
  ids.assignment = (await s.api.POST('/api/assignments', { body: { employeeId: employee.id, orderId: ids.order, startDate: monday, endDate: plusDays(monday, 4) } })).data!.id;
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "really move to the trash?"
  await page.goto(`${s.web.url}/#/planung`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

async function openDuties() {
  await page.getByRole('navigation').getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus Dienstplan' }).click();
  await page.getByRole('button', { name: 'Dienste bearbeiten' }).click();
  return page.getByRole('form', { name: 'Dienste bearbeiten' });
}

test('duties of an assignment: a day off, a second shift on a day, a break changed — checked live, saved through a 412', async () => {
  const editor = await openDuties();
  await editor.getByLabel('Beginn 5', { exact: true }).waitFor();
  await editor.getByText('Keine Befunde – kann gespeichert werden.').waitFor();
  await editor.getByRole('button', { name: 'Entfernen 3', exact: true }).click(); // Wednesday off
  await editor.getByLabel('Pause (min) 2', { exact: true }).fill('45'); // Tuesday: a longer break
  await editor.getByRole('button', { name: 'Dienst hinzufügen' }).click();
  await editor.getByLabel('Datum 5', { exact: true }).fill(monday);
  // A second shift on Monday overlapping the first: an Error blocks saving.
  await editor.getByLabel('Beginn 5', { exact: true }).fill('14:00');
  await editor.getByLabel('Ende 5', { exact: true }).fill('16:00');
  await editor.locator('.findings li.error', { hasText: 'DUTY_OVERLAP' }).waitFor();
  await editor.getByText('Fehler verhindern das Speichern.').waitFor();
  const save = editor.getByRole('button', { name: 'Speichern' });
  expect(await save.isDisabled()).toBe(true);
  // In the evening instead: more than 10 h that day and too short a rest — warnings, saved when acknowledged.
  await editor.getByLabel('Beginn 5', { exact: true }).fill('18:00');
  await editor.getByLabel('Ende 5', { exact: true }).fill('21:00');
  await editor.locator('.findings li.warning', { hasText: 'DAILY_HOURS_EXCEEDED' }).waitFor();
  expect(await save.isDisabled()).toBe(true);
  // No break on Thursday and Friday: one finding for both days, each day's numbers in a table on demand.
  for (const n of [3, 4]) await editor.getByLabel(`Pause (min) ${n}`, { exact: true }).fill('0');
  const breaks = editor.locator('.findings li.warning', { hasText: 'BREAK_TOO_SHORT' });
  await breaks.filter({ hasText: 'An 2 Tagen' }).waitFor();
  expect(await breaks.count()).toBe(1);
  await breaks.getByText('Einzelheiten', { exact: true }).click();
  await breaks.getByText('Je Tag (2)').click();
  expect(await breaks.locator('tbody tr').count()).toBe(2);
  for (const n of [3, 4]) await editor.getByLabel(`Pause (min) ${n}`, { exact: true }).fill('30');
  await breaks.waitFor({ state: 'detached' });
  await editor.getByLabel('Warnungen gelesen, trotzdem speichern').check();
  await screenshot(page, 'planung-dienste');

  // Someone changes the assignment meanwhile: 412, the input stays, saving again wins.
  const current = (await s.api.GET('/api/assignments/{id}', { params: { path: { id: ids.assignment } } })).data!;
  const { orderId, employeeId, startDate, endDate } = current;
  await s.api.PUT('/api/assignments/{id}', { params: { path: { id: ids.assignment }, header: { 'if-match': ifMatch(current.version) } }, body: { orderId, employeeId, startDate, endDate, note: 'telefonisch bestätigt' } });
  await save.click();
  await editor.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await editor.getByLabel('Ende 5', { exact: true }).inputValue()).toBe('21:00');
  await save.click();
  await editor.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();

  const saved = (await s.api.GET('/api/assignments/{id}', { params: { path: { id: ids.assignment } } })).data!;
  const day = (n: number) => plusDays(monday, n);
  expect(saved.duties.map((d) => [d.date, d.start, d.end, d.breakMinutes])).toEqual([
    [day(0), '06:00', '14:30', 30], [day(0), '18:00', '21:00', 0], [day(1), '06:00', '14:30', 45], [day(3), '06:00', '14:30', 30], [day(4), '06:00', '14:30', 30],
  ]);
  expect(saved.note).toBe('telefonisch bestätigt');
  // The board lists the assignment with the findings the checks give it now.
  await page.locator('table').getByText('DAILY_HOURS_EXCEEDED').first().waitFor();
}, 120_000);

test('per-rule severities: every rule with label and legal source; an override saved through a 412 and seen on the board', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Einstellungen' }).click();
  const daily = page.getByLabel('Mehr als 10 Stunden an einem Tag');
  await daily.waitFor();
  await page.getByRole('row', { name: /Mehr als 10 Stunden an einem Tag/ }).getByText('ArbZG §3 Satz 1').waitFor();
  const catalogue = (await s.api.GET('/api/settings/assignment-validation/rules')).data!.items;
  expect(await page.locator('table.rules tbody tr').count()).toBe(catalogue.length);
  // Without a setting a rule follows its family, except where it has its own default: the select says which.
  expect(await daily.locator('option').first().textContent()).toBe('wie die Prüfung (Warnung)');
  const unavailable = page.getByLabel('Dienst an einem als nicht verfügbar eingetragenen Tag');
  expect(await unavailable.locator('option').first().textContent()).toBe('Vorgabe der Regel (Warnung)');
  expect(await page.getByLabel('Einrichtung hat die Person gesperrt').locator('option').first().textContent()).toBe('wie die Prüfung (Fehler)');
  const before = (await s.api.GET('/api/settings/assignment-validation')).data!;
  const { version, updatedAt: _u, ...values } = before;
  await s.api.PUT('/api/settings/assignment-validation', { params: { header: { 'if-match': ifMatch(version) } }, body: values });
  await daily.selectOption('Error');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await daily.inputValue()).toBe('Error');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await screenshot(page, 'einstellungen-regeln');
  expect((await s.api.GET('/api/settings/assignment-validation')).data!.rules).toEqual({ DAILY_HOURS_EXCEEDED: 'Error' });

  const editor = await openDuties();
  await page.locator('table li.error', { hasText: 'DAILY_HOURS_EXCEEDED' }).first().waitFor();
  await editor.getByText('Fehler verhindern das Speichern.').waitFor();
  await editor.getByRole('button', { name: 'Schließen' }).click();
}, 120_000);

test('orders, contracts and absences: edited (the order’s pattern per weekday with an exception) and moved to the trash', async () => {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Aufträge' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus Dienstplan' }).click();
  const orderForm = page.getByRole('form', { name: 'Auftrag Bearbeiten' });
  expect(await orderForm.getByLabel('Beginn Montag').inputValue()).toBe('06:00');
  await orderForm.getByLabel('Beginn Samstag').fill('08:00');
  await orderForm.getByLabel('Ende Samstag').fill('12:00');
  await orderForm.getByLabel('Beginn Sonntag').fill('06:00'); // no break typed: the statutory one is planned
  await orderForm.getByLabel('Ende Sonntag').fill('14:00');
  await orderForm.getByRole('button', { name: 'Ausnahme hinzufügen' }).click();
  await orderForm.getByLabel('Datum Ausnahmen 1').fill(plusDays(monday, 2)); // times left empty: off that Wednesday
  await orderForm.getByLabel('Anzahl').fill('2');
  await orderForm.getByRole('button', { name: 'Speichern' }).click();
  await orderForm.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await screenshot(page, 'auftraege');
  const order = (await s.api.GET('/api/orders/{id}', { params: { path: { id: ids.order } } })).data!;
  expect(order.headcount).toBe(2);
  // A break left empty is not sent: the server plans the statutory one (ArbZG §4: none up to 6 h,
  // 30 min over 6 h) and says so; a break given is stored as stated.
  expect(order.shiftPattern?.weekdays.sat).toEqual({ start: '08:00', end: '12:00', breakMinutes: 0, breakAssumed: true });
  expect(order.shiftPattern?.weekdays.sun).toEqual({ start: '06:00', end: '14:00', breakMinutes: 30, breakAssumed: true });
  expect(order.shiftPattern?.weekdays.mon).toEqual({ ...frueh, breakAssumed: false });
  // Opened again, the assumed break stays unstated and the field shows what was planned.
  await nav.getByRole('link', { name: 'Einrichtungen' }).click();
  await nav.getByRole('link', { name: 'Aufträge' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus Dienstplan' }).click();
  const reopened = page.getByRole('form', { name: 'Auftrag Bearbeiten' });
  expect(await reopened.getByLabel('Pause (min) Sonntag').inputValue()).toBe('');
  expect(await reopened.getByLabel('Pause (min) Sonntag').getAttribute('placeholder')).toBe('gesetzl. 30');
  expect(await reopened.getByLabel('Pause (min) Montag').inputValue()).toBe('30');
  expect(order.shiftPattern?.exceptions).toEqual({ [plusDays(monday, 2)]: null });

  // A contract of the facility: valid-to changed, then moved to the trash.
  await nav.getByRole('link', { name: 'Einrichtungen' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus Dienstplan' }).click();
  await page.getByRole('button', { name: 'V-1' }).click();
  const contractForm = page.getByRole('form', { name: 'Verträge Bearbeiten' });
  await contractForm.getByLabel('gültig bis').fill(plusDays(monday, 365));
  await contractForm.getByRole('button', { name: 'Speichern' }).click();
  await contractForm.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const contracts = async () => (await s.api.GET('/api/contracts', { params: { query: { facilityId: ids.facility } } })).data!.items;
  expect((await contracts()).map((c) => c.validTo)).toEqual([plusDays(monday, 365)]);
  await contractForm.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('status').filter({ hasText: 'In den Papierkorb verschoben.' }).waitFor();
  expect(await contracts()).toEqual([]);

  // An absence of Erika: entered, its end changed, moved to the trash.
  await nav.getByRole('link', { name: 'Mitarbeitende' }).click();
  await page.getByRole('button', { name: 'Muster, Erika' }).click();
  const newAbsence = page.getByRole('form', { name: 'Abwesenheiten Neu' });
  await newAbsence.getByLabel('Art').selectOption({ index: 1 });
  await newAbsence.getByLabel('von').fill(plusDays(monday, 14));
  await newAbsence.getByLabel('bis').fill(plusDays(monday, 15));
  await newAbsence.getByRole('button', { name: 'Speichern' }).click();
  await newAbsence.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const absences = async () => (await s.api.GET('/api/absences', { params: { query: { employeeId: ids.employee } } })).data!.items;
  const [absence] = await absences();
  await page.locator('.card table').getByRole('button').first().click();
  const editAbsence = page.getByRole('form', { name: 'Abwesenheiten Bearbeiten' });
  await editAbsence.getByLabel('bis').fill(plusDays(monday, 18));
  await editAbsence.getByRole('button', { name: 'Speichern' }).click();
  await editAbsence.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  expect((await absences()).map((a) => [a.id, a.endDate])).toEqual([[absence.id, plusDays(monday, 18)]]);
  await editAbsence.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('status').filter({ hasText: 'In den Papierkorb verschoben.' }).waitFor();
  expect(await absences()).toEqual([]);
}, 120_000);
