/**
 * The Kandidaten panel on the board: for an order needing a Pflegefachkraft (headcount 3, no
 * contract: every plan carries the contract-coverage warning), twelve qualified employees and one
 * without the qualification. The panel ranks them as the API does, best first — the facility's
 * Wunschkraft 3 km away on top — with the reasons in words and the findings on demand; "Mehr laden"
 * brings the rest, "include blocked" the unqualified one (not choosable). Two are chosen by keyboard
 * and assigned in one request over the acknowledged warnings (2/3 on the board); then two more for
 * the last place: one saved, the other refused with the headcount finding, and the order is filled
 * (in English: the panel, the reasons and that note). A day of the order on the board (Shift: a
 * range, by keyboard) chooses the days the candidates are ranked for.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, nextMonday, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const monday = nextMonday();
let orderId = '';
const ids: Record<string, string> = {};
const early = { start: '06:00', end: '14:30', breakMinutes: 30 };

async function employee(lastName: string, firstName: string, qualifications: string[]) {
  const body = { firstName, lastName, dateOfBirth: '1988-03-14', entryDate: '2020-01-01', weeklyHours: 40, qualifications };
  ids[`${lastName}, ${firstName}`] = (await s.api.POST('/api/employees', { body })).data!.id;
}

beforeAll(async () => {
  s = await startBrowserSystem('web_candidates');
  const facility = (await s.api.POST('/api/facilities', { body: { name: 'Haus Rangliste', city: 'Leipzig', billingRate: 40, travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 } })).data!;
  await employee('Arndt', 'Anna', ['pflegefachkraft']);
  await employee('Brandt', 'Bea', ['pflegefachkraft']);
  await employee('Claus', 'Cem', []);
  for (let n = 1; n <= 10; n++) await employee('Zimmer', `Nr ${String(n).padStart(2, '0')}`, ['pflegefachkraft']);
  const weekdays = { mon: early, tue: early, wed: early, thu: early, fri: early };
  const order = await eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: monday, endDate: plusDays(monday, 4), headcount: 3, shiftPattern: { weekdays } } })).data);
  orderId = order.id;
  await s.api.POST('/api/employee-facility-preferences', { body: { employeeId: ids['Arndt, Anna'], facilityId: facility.id, preference: 'preferred' } });
  await s.api.POST('/api/employee-distances', { body: { employeeId: ids['Arndt, Anna'], facilityId: facility.id, km: 3 } });
  await s.api.POST('/api/employee-distances', { body: { employeeId: ids['Brandt, Bea'], facilityId: facility.id, km: 8 } });
  // Bea would rather work late shifts that week: the order's are early ones.
  const days = [0, 1, 2, 3, 4].map((n) => ({ date: plusDays(monday, n), status: 'available' as const, shifts: ['late' as const] }));
  await s.api.PUT('/api/employees/{id}/availability', { params: { path: { id: ids['Brandt, Bea'] } }, body: { days } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await page.goto(`${s.web.url}/#/planung`);
  await logIn(page);
}, 300_000);

afterAll(async () => {
  await s?.stop();
});

const names = (panel: Locator) => panel.locator('.candidate .candidate-head label').allInnerTexts();
const candidate = (panel: Locator, name: string) => panel.locator('li.candidate', { has: page.getByText(name, { exact: true }) });

test('the panel ranks the candidates as the API does, with reasons in words, findings on demand, more and blocked ones', async () => {
  await page.locator('.board').getByRole('button', { name: 'Haus Rangliste (pflegefachkraft)' }).click();
  const panel = page.getByRole('region', { name: 'Kandidaten: Haus Rangliste' });
  await panel.locator('li.candidate').nth(9).waitFor();
  // The window defaults to the order's unfilled part: the whole week.
  expect(await panel.getByLabel('von', { exact: true }).inputValue()).toBe(monday);
  expect(await panel.getByLabel('bis', { exact: true }).inputValue()).toBe(plusDays(monday, 4));

  const api = (await s.api.GET('/api/orders/{id}/candidates', { params: { path: { id: orderId }, query: { pageSize: 20 } } })).data!;
  const ranked = api.items.map((c) => `${c.employee.lastName}, ${c.employee.firstName}`);
  expect(api.items.map((c) => c.score.total)).toEqual([...api.items.map((c) => c.score.total)].sort((a, b) => b - a));
  expect(await names(panel)).toEqual(ranked.slice(0, 10));
  expect(ranked[0]).toBe('Arndt, Anna');

  const anna = candidate(panel, 'Arndt, Anna');
  await anna.getByText('Wunschkraft der Einrichtung').waitFor();
  await anna.getByText(/^3 km, \d+,\d\d € Fahrtkosten$/).waitFor();
  await anna.getByText(/^noch 40 h frei/).waitFor();
  for (const part of Object.values(api.items[0].score.parts)) await anna.getByText(part.reason, { exact: true }).waitFor(); // each reason as the API words it
  await anna.getByText('Rang 1', { exact: true }).waitFor();
  // Findings: the count in view, the findings themselves on demand.
  const warning = anna.locator('.findings li.warning', { hasText: 'CONTRACT_COVERAGE_MISSING' });
  expect(await warning.isVisible()).toBe(false);
  await anna.getByText(/^Befunde: \d+ Warnung/).click();
  await warning.waitFor();

  // The rest with "Mehr laden": Bea among them, her wish about shifts in words.
  await panel.getByRole('button', { name: 'Mehr laden' }).click();
  await panel.locator('li.candidate').nth(11).waitFor();
  expect(await names(panel)).toEqual(ranked);
  expect(await panel.getByRole('button', { name: 'Mehr laden' }).count()).toBe(0);
  await candidate(panel, 'Brandt, Bea').getByText(/möchte keine Frühdienste/).waitFor();
  await candidate(panel, 'Brandt, Bea').getByText(/^8 km/).waitFor();
  expect(await panel.getByText('Claus, Cem').count()).toBe(0);

  // Blocked ones on request: the unqualified one last, not choosable, her Error in words.
  await panel.getByLabel('Auch Gesperrte (mit Fehlern) zeigen').check();
  await panel.getByRole('button', { name: 'Mehr laden' }).click();
  const claus = candidate(panel, 'Claus, Cem');
  await claus.waitFor();
  expect((await names(panel)).at(-1)).toBe('Claus, Cem');
  expect(await claus.getByRole('checkbox').isDisabled()).toBe(true);
  await claus.getByText('Fehler verhindern das Speichern.').waitFor();
  await claus.getByText(/^Qualifikation fehlt/).waitFor();
  await screenshot(page, 'planung-kandidaten');
}, 120_000);

test('two chosen by keyboard are assigned in one request over the acknowledged warnings; the board shows them', async () => {
  const panel = page.getByRole('region', { name: 'Kandidaten: Haus Rangliste' });
  for (const name of ['Arndt, Anna', 'Brandt, Bea']) {
    await panel.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await candidate(panel, name).getByText(/^Prüfung: \d+ Warnung/).waitFor(); // her live check
  }
  await panel.getByText('Ausgewählt: 2').waitFor();
  const assign = panel.getByRole('button', { name: 'Ausgewählte einplanen' });
  expect(await assign.isDisabled()).toBe(true); // the warnings are not acknowledged yet
  await panel.getByLabel('Warnungen gelesen, trotzdem speichern').check();
  await assign.focus();
  await page.keyboard.press('Enter');

  const results = panel.getByRole('region', { name: 'Ergebnis' });
  await results.getByRole('status').filter({ hasText: 'Gespeichert: 2 / 2' }).waitFor();
  await results.getByText('Arndt, Anna').waitFor();
  const saved = (await s.api.GET('/api/assignments', { params: { query: { orderId } } })).data!.items;
  expect(saved.map((a) => a.employeeId).sort()).toEqual([ids['Arndt, Anna'], ids['Brandt, Bea']].sort());
  const row = page.locator('.board tr', { has: page.getByRole('button', { name: 'Haus Rangliste (pflegefachkraft)' }) });
  await row.getByRole('cell', { name: '2/3' }).first().waitFor();
  expect(await row.getByRole('cell', { name: '2/3' }).count()).toBe(5);
  // Assigned, they leave the ranking.
  await panel.locator('li.candidate').first().waitFor();
  await eventually(async () => !(await names(panel)).includes('Arndt, Anna'));
}, 120_000);

test('two chosen for the last place: one saved, the other refused with the headcount finding; the order is filled', async () => {
  const panel = page.getByRole('region', { name: 'Kandidaten: Haus Rangliste' });
  for (const name of ['Zimmer, Nr 01', 'Zimmer, Nr 02']) {
    await panel.getByRole('checkbox', { name }).check();
    await candidate(panel, name).getByText(/^Prüfung:/).waitFor();
  }
  await panel.getByLabel('Warnungen gelesen, trotzdem speichern').check();
  await panel.getByRole('button', { name: 'Ausgewählte einplanen' }).click();
  const results = panel.getByRole('region', { name: 'Ergebnis' });
  await results.getByRole('status').filter({ hasText: 'Gespeichert: 1 / 2' }).waitFor();
  const refused = results.locator('li.refused');
  await refused.getByText('Zimmer, Nr 02').waitFor();
  await refused.getByText('abgelehnt').waitFor();
  await refused.locator('.findings li.error', { hasText: 'ORDER_HEADCOUNT_EXCEEDED' }).waitFor();
  await results.locator('li.saved').getByText('Zimmer, Nr 01').waitFor();
  await panel.getByRole('note').filter({ hasText: 'voll besetzt' }).waitFor();
  const row = page.locator('.board tr', { has: page.getByRole('button', { name: 'Haus Rangliste (pflegefachkraft)' }) });
  await row.getByRole('cell', { name: '3/3' }).first().waitFor();

  // In English the panel, the reasons and the note come in English.
  await page.getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('region', { name: 'Candidates: Haus Rangliste' });
  await english.getByRole('note').filter({ hasText: 'The order is filled in this window' }).waitFor();
  await english.getByText('exact qualification (pflegefachkraft)').first().waitFor();
  await english.getByRole('button', { name: 'Assign the chosen' }).waitFor();
  await page.getByRole('button', { name: 'Deutsch' }).click();
}, 120_000);

test('a day on the board chooses the candidates’ range; Shift extends it (keyboard); a range ending before it starts is named', async () => {
  const row = page.locator('.board tr', { has: page.getByRole('button', { name: 'Haus Rangliste (pflegefachkraft)' }) });
  const day = (n: number) => row.locator('button.day').nth(n); // the order's days: Monday to Friday
  const panel = page.getByRole('region', { name: 'Kandidaten: Haus Rangliste' });
  await day(2).focus();
  await page.keyboard.press('Enter');
  await eventually(async () => (await panel.getByLabel('von', { exact: true }).inputValue()) === plusDays(monday, 2));
  expect(await panel.getByLabel('bis', { exact: true }).inputValue()).toBe(plusDays(monday, 2));
  await day(3).focus();
  await page.keyboard.press('Shift+Enter');
  await eventually(async () => (await panel.getByLabel('bis', { exact: true }).inputValue()) === plusDays(monday, 3));
  expect(await panel.getByLabel('von', { exact: true }).inputValue()).toBe(plusDays(monday, 2));
  expect(await row.locator('button.day[aria-pressed=true]').count()).toBe(2);
  await panel.getByRole('note').filter({ hasText: 'voll besetzt' }).waitFor(); // the list asked for these days
  // A range ending before it starts: the API's message beside "bis", no list.
  await panel.getByLabel('von', { exact: true }).fill(plusDays(monday, 4));
  await panel.locator('.field', { hasText: 'bis' }).locator('.field-error').filter({ hasText: 'must not be before from' }).waitFor();
  expect(await panel.locator('li.candidate').count()).toBe(0);
}, 120_000);
