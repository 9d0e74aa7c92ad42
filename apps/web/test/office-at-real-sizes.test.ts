/**
 * The office at real data sizes (more records than one page of any list): 134 facilities, 105
 * employees, an order per facility. The order form and the board choose a record beyond the first
 * 100 by typing part of its name; the orders list pages to its last order; findings on the board
 * show the sentence, the legal source and the remedy, the internal parameters only when expanded;
 * at 1280 px no date or time wraps in the middle.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually } from '@cs/service-kit/testing/index';
import { type BrowserSystem, logIn, nextMonday, pick, plusDays, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
const monday = nextMonday();
const three = (n: number) => String(n).padStart(3, '0');
const facilityIds: string[] = [];
const employeeIds: string[] = [];
/** A long day, Monday to Friday: more than 10 h a day and 48 h a week — warnings full of dates and times. */
const long = { start: '06:00', end: '17:30', breakMinutes: 45 };

/** `count` records created a few at a time. */
async function createMany(count: number, create: (n: number) => Promise<string>) {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 10) {
    const batch = Array.from({ length: Math.min(10, count - n + 1) }, (_, i) => n + i);
    ids.push(...(await Promise.all(batch.map(create))));
  }
  return ids;
}

beforeAll(async () => {
  s = await startBrowserSystem('web_real_sizes');
  const travel = { billingRate: 40, travelCostMode: 'Pauschale' as const, travelCostPerKm: 0 };
  facilityIds.push(...(await createMany(134, async (n) => (await s.api.POST('/api/facilities', { body: { name: `Haus Seeblick ${three(n)}`, city: 'Berlin', ...travel } })).data!.id)));
  employeeIds.push(...(await createMany(105, async (n) => {
    const body = { firstName: `Nr ${three(n)}`, lastName: 'Weber', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40, qualifications: n === 104 ? ['pflegefachkraft'] : [] };
    return (await s.api.POST('/api/employees', { body })).data!.id;
  })));
  // An order per facility after next week (staffing learns each facility through NATS), one after the other by start date.
  await createMany(134, (n) => eventually(async () => (await s.api.POST('/api/orders', { body: { facilityId: facilityIds[n - 1], startDate: plusDays(monday, 7 + n), endDate: plusDays(monday, 11 + n), headcount: 1, hoursPerDay: 8 } })).data?.id));
  // On the board next week: the last facility's order needing a Pflegefachkraft, long days.
  const week = { startDate: monday, endDate: plusDays(monday, 4), headcount: 1, shiftPattern: { weekdays: { mon: long, tue: long, wed: long, thu: long, fri: long } } };
  await s.api.POST('/api/orders', { body: { facilityId: facilityIds[133], requiredQualification: 'pflegefachkraft', ...week } });
  // And the 133rd facility's, with an assignment saved over its warnings.
  const other = (await s.api.POST('/api/orders', { body: { facilityId: facilityIds[132], ...week } })).data!;
  await s.api.POST('/api/assignments', { body: { orderId: other.id, employeeId: employeeIds[101], startDate: monday, endDate: plusDays(monday, 4), acknowledgement: {} } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await page.goto(`${s.web.url}/#/auftraege`);
  await logIn(page);
}, 300_000);

afterAll(async () => {
  await s?.stop();
});

test('the order form finds the 134th facility as you type and saves the order with it (keyboard only)', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Aufträge' }).click();
  const form = page.getByRole('form', { name: 'Auftrag Neu' });
  const facility = form.getByRole('combobox', { name: 'Einrichtungen', exact: true });
  await facility.fill('Seeblick');
  await form.getByText('124 weitere – genauer tippen').waitFor(); // a page of 10 of the 134 matches
  await facility.fill('Seeblick 134');
  await form.getByRole('option', { name: 'Haus Seeblick 134, Berlin', selected: true }).waitFor();
  await facility.press('Enter');
  expect(await facility.inputValue()).toBe('Haus Seeblick 134, Berlin');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('form', { name: 'Auftrag Bearbeiten' }).getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const orders = (await s.api.GET('/api/orders', { params: { query: { facilityId: facilityIds[133] } } })).data!;
  expect(orders.items.map((o) => o.startDate)).toContain(plusDays(monday, -7)); // the form's default: this week's Monday
});

test('the orders list pages to its last order; its search finds one by facility name', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Aufträge' }).click();
  const total = (await s.api.GET('/api/orders', { params: { query: { pageSize: 1 } } })).data!.totalCount;
  expect(total).toBeGreaterThan(100);
  const pages = Math.ceil(total / 20);
  const pager = page.getByRole('navigation', { name: 'Seiten' });
  await pager.getByText(`Seite 1 von ${pages} (${total})`).waitFor();
  for (let p = 2; p <= pages; p++) {
    await pager.getByRole('button', { name: 'Weiter' }).click();
    await pager.getByText(`Seite ${p} von ${pages}`).waitFor();
  }
  expect(await pager.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
  const last = page.getByRole('row').filter({ hasText: plusDays(monday, 7 + 134) });
  await last.getByRole('button', { name: 'Haus Seeblick 134' }).waitFor();
  await page.getByRole('searchbox', { name: 'Suche' }).fill('Seeblick 134');
  await pager.getByText('Seite 1 von 1 (3)').waitFor(); // its list order, the board's, the one saved above
});

test('a search typed key by key reads once after the pause; a slow older answer never replaces a newer one', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Aufträge' }).click();
  const pager = page.getByRole('navigation', { name: 'Seiten' });
  const box = page.getByRole('searchbox', { name: 'Suche' });
  await box.fill('');
  await pager.getByText(/Seite 1 von \d+ \(\d{3,}\)/).waitFor();
  const searches: string[] = [];
  const listed = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/orders' && url.searchParams.has('search')) searches.push(url.searchParams.get('search') as string);
  };
  page.on('request', listed);
  await box.pressSequentially('Seeblick 134', { delay: 20 });
  const oneHouse = pager.getByText(/Seite 1 von 1 \(\d\)/); // its orders: fewer than 10
  await oneHouse.waitFor();
  const shown = await oneHouse.textContent();
  expect(searches).toEqual(['Seeblick 134']);

  // "Seeblick 13" (eleven houses' orders) answers late; "Seeblick 134" answers at once and stays shown.
  const older = (url: URL) => url.pathname === '/api/orders' && url.searchParams.get('search') === 'Seeblick 13';
  let releaseOlder = () => {};
  await page.route(older, async (route) => {
    await new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
    await route.continue();
  });
  await box.fill('Seeblick 13');
  await eventually(async () => (searches.at(-1) === 'Seeblick 13' ? true : undefined));
  await box.fill('Seeblick 134');
  await eventually(async () => (searches.at(-1) === 'Seeblick 134' ? true : undefined));
  await pager.getByText(shown as string).waitFor();
  const olderAnswered = page.waitForResponse((r) => older(new URL(r.url())));
  releaseOlder();
  await olderAnswered;
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  expect(await pager.getByText(shown as string).isVisible()).toBe(true);
  expect(searches.slice(-2)).toEqual(['Seeblick 13', 'Seeblick 134']);
  page.off('request', listed);
  await page.unroute(older);
});

test('the board: an employee beyond the first 100 chosen by typing; findings show sentence, source and remedy, parameters on demand', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus Seeblick 134 (pflegefachkraft)' }).click();
  const panel = page.getByRole('form', { name: 'Einsatz planen' });
  await pick(panel, 'Mitarbeiter/in', 'Nr 105', 'Weber, Nr 105');
  const missing = panel.locator('.findings li.error', { hasText: 'QUALIFICATION_MISSING' });
  await missing.getByText(/verlangt „Pflegefachkraft“; Nr 105 Weber hat weder diese/).waitFor();
  await missing.getByText('Rechtsgrundlage: AÜG §12 Abs. 1 Satz 3 (geforderte Qualifikation)').waitFor();
  await missing.getByText(/^Abhilfe: Jemanden mit „Pflegefachkraft“/).waitFor();
  const rank = missing.getByText('requiredRank', { exact: true });
  expect(await rank.isVisible()).toBe(false);
  const accepted = missing.getByText('acceptedQualifications', { exact: true });
  expect(await accepted.count()).toBe(1);
  expect(await accepted.isVisible()).toBe(false);
  await missing.getByText('Einzelheiten', { exact: true }).click();
  await rank.waitFor();

  // The one with the qualification: warnings only (long days), acknowledged and saved.
  await pick(panel, 'Mitarbeiter/in', 'Nr 104', 'Weber, Nr 104');
  await panel.locator('.findings li.warning', { hasText: 'DAILY_HOURS_EXCEEDED' }).waitFor();
  // Nr 105's findings (its error among them) stay until Nr 104's check answers: wait for them to go.
  await panel.locator('.findings li.error').first().waitFor({ state: 'detached' });
  expect(await panel.locator('.findings li.error').count()).toBe(0);
  await panel.getByLabel('Warnungen gelesen, trotzdem speichern').check();
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await panel.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const saved = (await s.api.GET('/api/assignments', { params: { query: { employeeId: employeeIds[103] } } })).data!;
  expect(saved.items).toHaveLength(1);
  await page.locator('.card table').getByRole('cell', { name: 'Weber, Nr 104' }).waitFor(); // the order's assignments name her
});

/** Every date or time on screen whose characters sit on more than one line. */
const wrappedValues = (p: Page) =>
  p.evaluate(() => {
    const value = /\d{1,2}\.\d{1,2}\.(?:\d{4})?(?:\s?–\s?\d{1,2}\.\d{1,2}\.(?:\d{4})?)?(?: \d{1,2}:\d{2}(?:–\d{1,2}:\d{2})?)?|\d{1,2}:\d{2}(?:–\d{1,2}:\d{2})?|\d{4}-\d{2}-\d{2}/g;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const [wrapped, seen] = [[] as string[], [] as string[]];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(value)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        seen.push(m[0]);
        if (lines.size > 1) wrapped.push(m[0]);
      }
    }
    return { wrapped, seen: seen.length };
  });

test('at 1280 px no date or time on the board wraps in the middle', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // An assignment's findings in the order's list (a narrow column) and the live check of another plan.
  await page.getByRole('navigation').getByRole('link', { name: 'Planung' }).click();
  await page.locator('.board').getByRole('button', { name: 'Haus Seeblick 133', exact: true }).click();
  const panel = page.getByRole('form', { name: 'Einsatz planen' });
  await page.locator('.card table .findings li.warning', { hasText: 'DAILY_HOURS_EXCEEDED' }).waitFor();
  await pick(panel, 'Mitarbeiter/in', 'Nr 001', 'Weber, Nr 001');
  await panel.locator('.findings li.warning', { hasText: 'CONTRACT_COVERAGE_MISSING' }).waitFor();
  await page.locator('.findings details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await screenshot(page, 'planung-befunde');
  const { wrapped, seen } = await wrappedValues(page);
  expect(seen).toBeGreaterThan(10);
  expect(wrapped).toEqual([]);
});
