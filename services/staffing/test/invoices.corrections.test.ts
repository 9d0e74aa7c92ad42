import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { draft, invoiceStep, invoiceWorld, setSeller } from './support/invoices';
import { step } from './support/timesheets';

/** A confirmed timesheet an invoice bills is corrected only after the invoice (docs/billing.md, "Corrections after invoicing"). */
const h = Harness.forFile('invoices_corrections');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };

describe('revising a timesheet an invoice bills', () => {
  test('on a draft → 409 TIMESHEET_INVOICED; issued → 409 naming the number; after the Storno the revision is made', async () => {
    await setSeller(h);
    const world = await invoiceWorld(h);
    const [sheetId] = world.assigned[0].sheetIds;
    const drafted = (await draft(h, { facilityId: world.facility.id, ...may })).body;

    const onDraft = await step(h, sheetId, 'revise');
    expect(onDraft.status).toBe(409);
    expect(onDraft.body).toMatchObject({ code: 'TIMESHEET_INVOICED', invoiceId: drafted.id, invoiceState: 'draft', invoiceNumber: null });

    const issued = (await invoiceStep(h, drafted.id, 'issue')).body;
    const onIssued = await step(h, sheetId, 'revise');
    expect(onIssued.status).toBe(409);
    expect(onIssued.body).toMatchObject({ code: 'TIMESHEET_INVOICED', invoiceId: issued.id, invoiceState: 'issued', invoiceNumber: issued.number });
    expect(onIssued.body.detail).toContain(issued.number);
    // Nothing changed: the confirmed revision is still the current one.
    expect((await h.call(`/api/timesheets/${sheetId}`)).body).toMatchObject({ state: 'confirmed', revision: 1, supersededById: null });

    expect((await invoiceStep(h, issued.id, 'cancel', { reason: 'Stunden falsch' })).status).toBe(200);
    const revised = await step(h, sheetId, 'revise');
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ state: 'open', revision: 2, previousRevisionId: sheetId });
  });
});
