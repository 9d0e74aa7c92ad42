/**
 * Kunden in a real browser against the real system: a client is created, edited through a 412 (what
 * was typed stays, the other change is loaded), given to a facility with the picker (shown in the
 * facilities' list; none is "eigener Kunde"), refused the trash while that facility belongs to it
 * (naming it), and its changes are found in the Protokoll by the type "Kunde"; the page fits 375 px.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type BrowserSystem, fitsWidth, logIn, pick, screenshot, startBrowserSystem } from './browser-system';

let s: BrowserSystem;
let page: Page;
let facilityId = '';

beforeAll(async () => {
  s = await startBrowserSystem('web_clients');
  facilityId = (await s.api.POST('/api/facilities', { body: { name: 'Haus Lindenhof', city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 } })).data!.id;
  await s.api.POST('/api/facilities', { body: { name: 'Haus Birke', city: 'Potsdam', billingRate: 38, travelCostMode: 'Pauschale', travelCostPerKm: 0 } });
  page = await s.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page.on('dialog', (d) => void d.accept()); // "really move to the trash?"
  await page.goto(`${s.web.url}/#/kunden`);
  await logIn(page);
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const clientForm = () => page.getByRole('form', { name: /^Kunde / });
const clientRow = (name: string) => page.getByRole('table').getByRole('button', { name, exact: true });

async function storedClient(name: string) {
  const { data } = await s.api.GET('/api/clients', { params: { query: { search: name } } });
  return data!.items.find((c) => c.name === name)!;
}

test('a client is created and edited through a 412: the input stays, the other change is loaded, saving again wins', async () => {
  await page.getByRole('heading', { name: 'Kunden', exact: true }).waitFor();
  expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toContain('Kunden');
  await page.getByRole('button', { name: 'Neu' }).click();
  const form = clientForm();
  await form.locator('#field-name').fill('Diakonie Nord');
  await form.locator('#field-legalForm').fill('gGmbH');
  await form.locator('#field-city').fill('Hamburg');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await clientRow('Diakonie Nord').waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'Diakonie Nord' }).innerText()).toMatch(/gGmbH\s+Hamburg/);

  // Someone else writes a note meanwhile; this user changes the collective agreement.
  const created = await storedClient('Diakonie Nord');
  await s.api.PUT('/api/clients/{id}', { params: { path: { id: created.id } }, body: { name: 'Diakonie Nord', legalForm: 'gGmbH', city: 'Hamburg', notes: 'Rahmenvertrag 2027' } });
  await form.locator('#field-collectiveAgreementNote').fill('AVR Diakonie');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'inzwischen geändert' }).waitFor();
  expect(await form.locator('#field-collectiveAgreementNote').inputValue()).toBe('AVR Diakonie');
  expect(await form.locator('#field-notes').inputValue()).toBe('Rahmenvertrag 2027');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  const stored = await storedClient('Diakonie Nord');
  expect([stored.notes, stored.collectiveAgreementNote, stored.version]).toEqual(['Rahmenvertrag 2027', 'AVR Diakonie', created.version + 2]);
}, 120_000);

test('a facility gets the client with the picker; the list names it, a facility without one is "eigener Kunde"', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Einrichtungen' }).click();
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await row('Haus Lindenhof').getByRole('cell', { name: 'eigener Kunde' }).waitFor();
  await page.getByRole('table').getByRole('button', { name: 'Haus Lindenhof' }).click();
  await page.getByText('leer: die Einrichtung zählt als eigener Kunde').waitFor();
  await pick(page, 'Kunde', 'Diakon', 'Diakonie Nord, Hamburg');
  const facilityForm = page.getByRole('form', { name: 'Bearbeiten', exact: true });
  await facilityForm.getByRole('button', { name: 'Speichern' }).click();
  await facilityForm.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await row('Haus Lindenhof').getByRole('cell', { name: 'Diakonie Nord' }).waitFor();
  expect(await row('Haus Birke').getByRole('cell', { name: 'eigener Kunde' }).count()).toBe(1);
  const facility = (await s.api.GET('/api/facilities/{id}', { params: { path: { id: facilityId } } })).data!;
  expect(facility.clientId).toBe((await storedClient('Diakonie Nord')).id);
  // Opened again, the form shows the client by name.
  await page.getByRole('table').getByRole('button', { name: 'Haus Birke' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Haus Lindenhof' }).click();
  expect(await page.getByRole('combobox', { name: 'Kunde', exact: true }).inputValue()).toBe('Diakonie Nord, Hamburg');
  await screenshot(page, 'einrichtungen-kunde');
}, 120_000);

test('a client with a facility is refused the trash, naming the facility; one without goes; the Protokoll finds clients by type', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Kunden' }).click();
  await clientRow('Diakonie Nord').click();
  await clientForm().getByRole('button', { name: 'Löschen' }).click();
  const refusal = clientForm().getByRole('alert');
  await refusal.filter({ hasText: 'solange Einrichtungen zu ihm gehören: Haus Lindenhof.' }).waitFor();
  expect(await refusal.innerText()).toContain('CLIENT_HAS_FACILITIES');
  expect((await storedClient('Diakonie Nord')).id).toBeTruthy();

  await page.getByRole('button', { name: 'Neu' }).click();
  await clientForm().locator('#field-name').fill('Pflege Süd AG');
  await clientForm().getByRole('button', { name: 'Speichern' }).click();
  await clientRow('Pflege Süd AG').waitFor();
  await clientForm().getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('status').filter({ hasText: 'In den Papierkorb verschoben.' }).waitFor();
  await clientRow('Pflege Süd AG').waitFor({ state: 'detached' });

  await page.getByRole('navigation').getByRole('link', { name: 'Protokoll' }).click();
  await page.getByLabel('Art').selectOption({ label: 'Kunde' });
  const entries = page.locator('table.audit tbody tr');
  await entries.filter({ hasText: 'Pflege Süd AG' }).filter({ hasText: 'in den Papierkorb' }).waitFor();
  expect(await entries.filter({ hasText: 'Diakonie Nord' }).count()).toBeGreaterThanOrEqual(3);
}, 120_000);

test('Kunden fits a 375 px phone', async () => {
  const context = await s.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'de-DE', isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${s.web.url}/#/kunden`);
  await logIn(phone);
  await phone.getByRole('table').getByRole('button', { name: 'Diakonie Nord' }).click();
  await phone.getByRole('form', { name: /^Kunde / }).locator('#field-name').waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await screenshot(phone, 'kunden-375');
  await context.close();
}, 120_000);
