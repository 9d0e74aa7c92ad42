import { beforeAll, describe, expect, test } from '@jest/globals';
import type { PermissionMap } from '@cs/contracts';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { pdfText } from './support/pdf-reading';
import { actual, assignedWeek, put, sheetOf, step } from './support/timesheets';

/** The timesheet PDF (docs/billing.md, "Timesheet PDF") over real HTTP: the office's and the employee's own. */
const h = Harness.forFile('timesheets_pdf');
const week = '2026-W19';
const own: PermissionMap = { timesheets: { read: 'Own', update: 'Own' } };

async function download(path: string, token?: string) {
  const res = await fetch(`${h.url}${path}`, { headers: { authorization: `Bearer ${token ?? (await h.token({ timesheets: { read: 'All', update: 'All' } }))}` } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('timesheet PDF', () => {
  let mine: { id: string };
  let other: { id: string };
  let tokenA: string;
  beforeAll(async () => {
    const worldA = await assignedWeek(h, { employee: { firstName: 'Änne', lastName: 'Müller' } });
    const worldB = await assignedWeek(h, { employee: { firstName: 'Bruno' } });
    mine = await sheetOf(h, week, worldA.assignment.id);
    other = await sheetOf(h, week, worldB.assignment.id);
    tokenA = await h.token(own, worldA.employee.id);
  });

  test('an unconfirmed timesheet: employee, facility, week and dates, planned and actual times, comment, total, "nicht bestätigt"', async () => {
    expect((await put(h, mine.id, [{ ...actual('2026-05-05', '2026-05-05T05:45', '2026-05-05T15:00', 45), comment: 'Übergabe länger' }])).status).toBe(200);
    const res = await download(`/api/timesheets/${mine.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The name as ASCII (others → `_`) and in full as RFC 5987's UTF-8 form.
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Leistungsnachweis_2026-W19_M_ller__nne.pdf"; filename*=UTF-8''${encodeURIComponent('Leistungsnachweis_2026-W19_Müller_Änne.pdf')}`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash(await pdfText(res.body));
    for (const expected of [
      'Leistungsnachweis 2026-W19', 'Müller, Änne', '2026-W19 (04.05.2026 – 10.05.2026)', 'Status offen',
      'Mo 04.05.2026', '06:00–14:30, Pause 30 min', 'Di 05.05.2026', '05:45–15:00, Pause 45 min', '8:30', 'Übergabe länger',
      'Summe netto: 40:30 Std.', 'Bestätigt nicht bestätigt', 'Eingereicht nicht eingereicht',
    ]) expect(text).toContain(expected);
  });

  test('a confirmed timesheet names who confirmed it and when (planning time zone)', async () => {
    const confirmer = await h.token({ timesheets: { read: 'All', update: 'All' } });
    expect((await step(h, mine.id, 'submit', undefined, { token: tokenA, me: true })).status).toBe(200);
    const confirmed = await step(h, mine.id, 'confirm', undefined, { token: confirmer });
    expect(confirmed.status).toBe(200);
    const at = new Date(confirmed.body.confirmed.at);
    const local = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
    const text = squash(await pdfText((await download(`/api/me/timesheets/${mine.id}/pdf`, tokenA)).body));
    expect(text).toContain('Status bestätigt');
    expect(confirmed.body.confirmed.by.name).toBe('Test User');
    expect(text).toContain(`Bestätigt am ${local} Uhr von Test User`);
    expect(text).not.toContain('nicht bestätigt');
  });

  test('self-service: the caller’s own only; another employee’s → 404; no permission → 403; unknown id → 404', async () => {
    expect((await download(`/api/me/timesheets/${mine.id}/pdf`, tokenA)).status).toBe(200);
    const foreign = await download(`/api/me/timesheets/${other.id}/pdf`, tokenA);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await download(`/api/timesheets/${mine.id}/pdf`, tokenA)).status).toBe(403);
    expect((await download(`/api/timesheets/${mine.id}/pdf`, await h.token({ employees: { read: 'All' } }))).status).toBe(403);
    expect((await download(`/api/timesheets/${uuidv7()}/pdf`)).status).toBe(404);
    expect((await download(`/api/timesheets/not-a-uuid/pdf`)).status).toBe(400);
  });
});
