import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { draft, invoiceStep, invoiceWorld, setSeller } from './support/invoices';

const h = Harness.forFile('invoices_concurrency');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };
const year = new Date().getFullYear();

describe('concurrency', () => {
  test('drafting the same timesheets five times at once: one draft, four 409 naming them', async () => {
    const w = await invoiceWorld(h);
    const answers = await Promise.all(Array.from({ length: 5 }, () => draft(h, { facilityId: w.facility.id, ...may })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'TIMESHEETS_ALREADY_INVOICED', timesheetIds: w.assigned[0].sheetIds });
    expect((await h.call(`/api/invoices?facilityId=${w.facility.id}`)).body.totalCount).toBe(1);
  });

  test('ten drafts issued at once get the numbers 1…10 of the year: no gap, no duplicate', async () => {
    await setSeller(h);
    const drafts = [];
    for (let i = 0; i < 10; i++) {
      const w = await invoiceWorld(h);
      drafts.push((await draft(h, { facilityId: w.facility.id, ...may })).body.id);
    }
    const issued = await Promise.all(drafts.map((id) => invoiceStep(h, id, 'issue')));
    expect(issued.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(issued.map((r) => r.body.number).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 1).padStart(5, '0')}`));
    const twice = await Promise.all([invoiceStep(h, drafts[0], 'issue'), invoiceStep(h, drafts[0], 'cancel', { reason: 'a' }), invoiceStep(h, drafts[0], 'cancel', { reason: 'b' })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(twice.find((r) => r.status === 200)?.body.number).toBe(`${year}-00011`);
  });
});
